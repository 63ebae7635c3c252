import { csvLine } from './csv';

describe('csvLine', () => {
  it('joins plain cells with commas and ends with CRLF', () => {
    expect(csvLine(['a@example.com', 3, new Date('2026-01-02T03:04:05.000Z'), null])).toBe('a@example.com,3,2026-01-02T03:04:05.000Z,\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });

  it('keeps formulas from running: a cell starting with = + - @ or a tab becomes text', () => {
    expect(csvLine(['=HYPERLINK("http://evil")', '+1', '-2', '@SUM(A1)', '\t=1'])).toBe(`"'=HYPERLINK(""http://evil"")",'+1,'-2,'@SUM(A1),'\t=1\r\n`);
    expect(csvLine([-2])).toBe('-2\r\n');
  });
});
