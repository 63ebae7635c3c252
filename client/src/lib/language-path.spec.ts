import { appPathOf, languageOfPath, pathInLanguage } from './language-path';

describe("a page's address in each language", () => {
  it('reads the language from the first segment, English at the root', () => {
    expect(languageOfPath('/womens')).toEqual({ language: 'en', basename: '' });
    expect(languageOfPath('/')).toEqual({ language: 'en', basename: '' });
    expect(languageOfPath('/bn')).toEqual({ language: 'bn', basename: '/bn' });
    expect(languageOfPath('/bn/product/black-dress')).toEqual({ language: 'bn', basename: '/bn' });
    expect(languageOfPath('/hi/cart')).toEqual({ language: 'hi', basename: '/hi' });
    // Only a whole segment names a language; English has no prefix of its own.
    expect(languageOfPath('/bnx/womens').language).toBe('en');
    expect(languageOfPath('/en/womens').language).toBe('en');
  });

  it('moves an address between languages, keeping its path and query', () => {
    expect(pathInLanguage('/all?search=shirt&page=2', 'bn')).toBe('/bn/all?search=shirt&page=2');
    expect(pathInLanguage('/', 'hi')).toBe('/hi');
    expect(pathInLanguage('/?utm=mail', 'bn')).toBe('/bn?utm=mail');
    expect(pathInLanguage('/womens', 'en')).toBe('/womens');
    expect(appPathOf('/bn/all?search=shirt')).toBe('/all?search=shirt');
    expect(appPathOf('/hi')).toBe('/');
    expect(appPathOf('/bn?x=1')).toBe('/?x=1');
    expect(appPathOf('/mens')).toBe('/mens');
    expect(pathInLanguage(appPathOf('/bn/cart'), 'hi')).toBe('/hi/cart');
  });
});
