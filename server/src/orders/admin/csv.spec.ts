import { csvLine } from './csv';

describe('csvLine', () => {
  it('quotes only the fields that need it (RFC 4180), doubling quotes, and ends with CRLF', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere', ''])).toBe('plain,"a,b","say ""hi""","two\nlines","cr\rhere",\r\n');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvLine(['=1+2', '+880 1711-000000', '-5', '@SUM(A1)', '\t=cmd', 'a=b'])).toBe(`'=1+2,'+880 1711-000000,'-5,'@SUM(A1),'\t=cmd,a=b\r\n`);
    expect(csvLine(['=HYPERLINK("x"),y'])).toBe(`"'=HYPERLINK(""x""),y"\r\n`);
  });
});
