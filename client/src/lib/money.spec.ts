import { formatMoney, USD, type DisplayCurrency } from './money';

const BDT: DisplayCurrency = { code: 'BDT', label: 'Tk', symbol: 'Tk ', perUsd: 122.5, minorDigits: 2 };
const IDR: DisplayCurrency = { code: 'IDR', label: 'Rp', symbol: 'Rp ', perUsd: 16250, minorDigits: 0 };

describe('formatMoney', () => {
  it('shows USD minor units as dollars with two decimals', () => {
    expect(formatMoney({ amount: 5000, currency: 'USD' })).toBe('$50.00');
    expect(formatMoney({ amount: 123456, currency: 'USD' }, USD)).toBe('$1,234.56');
    expect(formatMoney({ amount: 5, currency: 'USD' })).toBe('$0.05');
  });

  it('converts to the chosen display currency with its own decimals', () => {
    expect(formatMoney({ amount: 5000, currency: 'USD' }, BDT)).toBe('Tk 6,125.00');
    expect(formatMoney({ amount: 5000, currency: 'USD' }, IDR)).toBe('Rp 812,500');
  });

  it('puts the sign before the symbol for discounts', () => {
    expect(formatMoney({ amount: -250, currency: 'USD' })).toBe('-$2.50');
  });
});
