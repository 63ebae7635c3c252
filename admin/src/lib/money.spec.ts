import { formatUsd, moneyInputValue, parseMoney } from './money';

describe('money typed in a form', () => {
  it('becomes integer minor units, on the digits (never through a float)', () => {
    expect(parseMoney('120')).toBe(12_000);
    expect(parseMoney(' 150.5 ')).toBe(15_050);
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('$1,200.07')).toBe(120_007);
    expect(parseMoney('1234567.99')).toBe(123_456_799);
    expect(parseMoney('0')).toBe(0);
  });

  it('is not an amount when it is anything else', () => {
    for (const text of ['', ' ', '-5', '1.234', '12,34', '1e3', 'abc', '.5', '5.', '$']) expect([text, parseMoney(text)]).toEqual([text, null]);
  });

  it('shows minor units as an input value and as dollars', () => {
    expect(moneyInputValue(15_050)).toBe('150.50');
    expect(moneyInputValue(7)).toBe('0.07');
    expect(moneyInputValue(0)).toBe('0.00');
    expect(formatUsd(100_000_000)).toBe('$1,000,000.00');
    for (const cents of [0, 1, 29, 99, 100, 15_050, 123_456_799]) expect(parseMoney(moneyInputValue(cents))).toBe(cents);
  });
});
