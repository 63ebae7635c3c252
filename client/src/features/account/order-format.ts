import { useMemo } from 'react';
import type { OrderStatus } from '../../gql/graphql';
import { useFormats, useT } from '../../lib/i18n';

export type StatusTone = 'pending' | 'ok' | 'bad' | 'neutral' | 'transit' | 'done';

/** The colour family of each status's badge; its words are the messages account.status.<STATUS> and account.statusHint.<STATUS>. */
export const ORDER_STATUS_TONE: Record<OrderStatus, StatusTone> = {
  PENDING_PAYMENT: 'pending',
  PAID: 'ok',
  PAYMENT_FAILED: 'bad',
  CANCELLED: 'neutral',
  EXPIRED: 'neutral',
  SHIPPED: 'transit',
  DELIVERED: 'done',
  REFUNDED: 'neutral',
};

/** The road a healthy order travels; used to show the steps still to come. */
const HAPPY_PATH: OrderStatus[] = ['PENDING_PAYMENT', 'PAID', 'SHIPPED', 'DELIVERED'];

/** Steps after the current status, when the order is still moving (none for failed, cancelled, delivered…). */
export function upcomingStatuses(status: OrderStatus): OrderStatus[] {
  const at = HAPPY_PATH.indexOf(status);
  return at < 0 ? [] : HAPPY_PATH.slice(at + 1);
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };

/** The shop writes English dates day first ("12 Mar 2026", as in Bangladesh and India); Bangla and Hindi in their own locale. */
function dateLocale(locale: string): string {
  return locale.startsWith('en') ? 'en-GB' : locale;
}

/** A plain "2026-03-12" is that calendar day (not UTC midnight); anything else is an ISO date-time. */
function parseDate(value: string): Date {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return plain ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])) : new Date(value);
}

export interface OrderFormat {
  /** "12 Mar 2026", "১২ মার্চ, ২০২৬", "12 मार्च 2026". */
  formatDate(value: string): string;
  /** The date with the time of day. */
  formatDateTime(value: string): string;
  /** "1 item", "3 items", "৩টি পণ্য". */
  itemCount(lines: { quantity: number }[]): string;
  statusLabel(status: OrderStatus): string;
  statusHint(status: OrderStatus): string;
}

/** Dates, item counts and status words of orders, in the shopper's language. */
export function useOrderFormat(): OrderFormat {
  const t = useT();
  const { locale } = useFormats();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(dateLocale(locale), DATE);
    const dateTime = new Intl.DateTimeFormat(dateLocale(locale), DATE_TIME);
    const format = (formatter: Intl.DateTimeFormat, value: string, parse: (value: string) => Date) => {
      const parsed = parse(value);
      return Number.isNaN(parsed.getTime()) ? value : formatter.format(parsed);
    };
    return {
      formatDate: (value) => format(date, value, parseDate),
      formatDateTime: (value) => format(dateTime, value, (v) => new Date(v)),
      itemCount: (lines) => t('account.orders.items', { count: lines.reduce((sum, line) => sum + line.quantity, 0) }),
      statusLabel: (status) => t(`account.status.${status}` as const),
      statusHint: (status) => t(`account.statusHint.${status}` as const),
    };
  }, [t, locale]);
}
