import { moneyInput, parseMoney } from './money';

describe('money as staff type it', () => {
  it('reads dollars and cents into integer cents without floating point', () => {
    expect(parseMoney('64.00')).toBe(6400);
    expect(parseMoney(' 64 ')).toBe(6400);
    expect(parseMoney('64.5')).toBe(6450);
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('1234567.89')).toBe(123456789);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '64.001', '-5', '6,400', '$64', '64.', '.5', 'sixty', '1e3']) expect(parseMoney(text)).toBeNull();
  });

  it('shows cents as an amount to edit', () => {
    expect([moneyInput(6400), moneyInput(29), moneyInput(5), moneyInput(123456789)]).toEqual(['64.00', '0.29', '0.05', '1234567.89']);
  });
});
