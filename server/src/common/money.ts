/** Money is an integer number of minor units (cents) and an ISO currency code. Never a float. */
export interface Money {
  amount: number;
  currency: string;
}

export const BASE_CURRENCY = 'USD';

export function money(amount: number, currency: string = BASE_CURRENCY): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`money amounts are whole minor units, got ${amount}`);
  return { amount, currency };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "$50.00" — the base currency as the shop shows it. */
export function formatMoney({ amount, currency }: Money): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount / 100);
}

/** Minor units to the major-unit number the original REST API sends (5000 → 50). */
export function toMajorUnits(amount: number): number {
  return amount / 100;
}

/** Percent of an amount, rounded half up to whole minor units. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/** Whole percent saved against an earlier price; null when there is no saving. */
export function savingPercent(now: Money, before: Money | null): number | null {
  if (!before || before.amount <= now.amount || before.currency !== now.currency) return null;
  return Math.round(((before.amount - now.amount) / before.amount) * 100);
}
