import { languageOf } from './language';

const of = (headers: Record<string, string>) => languageOf({ headers });

describe('languageOf', () => {
  it("takes the storefront's header when it names one of the shop's languages", () => {
    expect(of({ 'x-kapor-language': 'bn', 'accept-language': 'hi' })).toBe('bn');
    expect(of({ 'x-kapor-language': 'fr', 'accept-language': 'hi-IN' })).toBe('hi');
  });

  it('otherwise ranks Accept-Language by weight and order, counting regional tags as their language', () => {
    expect(of({ 'accept-language': 'fr;q=0.9, bn-BD;q=0.5, hi;q=0.7' })).toBe('hi');
    expect(of({ 'accept-language': 'bn-BD, en;q=0.8' })).toBe('bn');
    expect(of({ 'accept-language': 'hi;q=0, de' })).toBe('en');
  });

  it('falls back to English', () => {
    expect(of({})).toBe('en');
    expect(of({ 'accept-language': '*' })).toBe('en');
  });
});
