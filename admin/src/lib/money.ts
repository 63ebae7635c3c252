import { typedText, type TypedTextOptions } from './form-values';

/**
 * Money is typed as dollars and cents ("120", "120.5", "$1,200.00") and sent as integer minor units: the
 * conversion is done on the digits, never through floating point, so "0.29" is always 29 cents.
 */
const AMOUNT = /^\d{1,12}(?:\.\d{1,2})?$/;

/** Minor units (cents) of a typed amount; null when it is not one. */
export function parseMoney(text: string): number | null {
  const plain = text.trim().replace(/^\$\s*/, '').replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (!AMOUNT.test(plain)) return null;
  const [units, fraction = ''] = plain.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What a money input shows for an amount (0 or more) in minor units: 15050 → "150.50". */
export function moneyInputValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "$150.50", as the server formats USD. */
export function formatUsd(cents: number): string {
  return `$${moneyInputValue(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** A money input's rule: an amount of at most `maxCents`. The value stays the typed text; send parseMoney(text). */
export function moneyText({ maxCents, ...options }: TypedTextOptions & { maxCents: number }) {
  return typedText((text) => {
    const cents = parseMoney(text);
    if (cents === null) return 'Enter an amount such as 120 or 120.50.';
    return cents > maxCents ? `At most ${formatUsd(maxCents)}.` : null;
  }, options);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in its own currency, as the server formats it: { 1250, 'USD' } → "$12.50", { 1250, 'BDT' } → "BDT 12.50". */
export function formatMoney({ amount, currency }: { amount: number; currency: string }): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount / 100);
}
