/** Display prices: the server sends USD minor units; the shopper may choose to see them in Tk or Rp. */
export interface MoneyValue {
  amount: number;
  currency: string;
}

export interface DisplayCurrency {
  code: string;
  label: string;
  symbol: string;
  perUsd: number;
  minorDigits: number;
}

export const USD: DisplayCurrency = { code: 'USD', label: 'USD', symbol: '$', perUsd: 1, minorDigits: 2 };

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  let format = numberFormats.get(`${locale} ${digits}`);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(`${locale} ${digits}`, format);
  }
  return format;
}

/**
 * "$50.00", "Tk 6,125.00", "Rp 812,500"; in Bangla "$৫০.০০" (the locale's digits and grouping, the
 * currency's symbol). Conversion is for display only: every amount the shop charges is computed by the
 * server in USD minor units.
 */
export function formatMoney(money: MoneyValue, currency: DisplayCurrency = USD, locale = 'en-US'): string {
  const major = money.amount / 100;
  const value = money.currency === currency.code ? major : major * currency.perUsd;
  const sign = value < 0 ? '-' : '';
  return `${sign}${currency.symbol}${numberFormat(locale, currency.minorDigits).format(Math.abs(value))}`;
}
