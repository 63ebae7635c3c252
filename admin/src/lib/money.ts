/**
 * Money as staff type it ("64.00") and as the API holds it (integer minor units, 6400): converted as text,
 * never through floating point, so 0.29 is 29 cents and not 28.999….
 */
const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** "64" or "64.5" or "64.50" → 6400 / 6450 / 6450; null when it is no amount (signs, commas, a third decimal). */
export function parseMoney(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 6400 → "64.00", for an input that shows an amount to edit. */
export function moneyInput(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
