import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { StockLevels, type VariantStock } from '../../catalog/stock-levels';
import { BASE_CURRENCY, money, type Money } from '../../common/money';
import type { Page } from '../../common/pagination';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import type { StaffActor } from '../../staff/permissions';
import { ORDER_STATUSES, type OrderStatus } from '../order-status';
import { keptPayment, keptTotalOf } from '../orders.sql';
import { OrdersAdminService, type AdminOrderSummary } from './orders-admin.service';

/** The periods the dashboard compares, each with the same number of days just before it. */
export const DASHBOARD_PERIODS = { TODAY: 1, LAST_7_DAYS: 7, LAST_30_DAYS: 30 } as const;
export type DashboardPeriod = keyof typeof DASHBOARD_PERIODS;

/** The daily series' length, and how far back the figures reach: the longest period and the one before it. */
const SERIES_DAYS = 30;
const WINDOW_DAYS = 2 * Math.max(...Object.values(DASHBOARD_PERIODS));
const NEWEST_ORDERS = 8;
const LOW_STOCK_SHOWN = 10;

/** Paid orders and what the shop kept of them, over calendar days (YYYY-MM-DD, the shop's time zone, both included). */
export interface SalesFigures {
  from: string;
  to: string;
  /** One amount per currency, never added across currencies. */
  revenue: Money[];
  paidOrders: number;
}

export interface PeriodFigures {
  period: DashboardPeriod;
  days: number;
  current: SalesFigures;
  previous: SalesFigures;
}

export interface Dashboard {
  timeZone: string;
  today: string;
  periods: PeriodFigures[];
  /** The last SERIES_DAYS days, oldest first, each present (zeros included). */
  dailySales: { date: string; revenue: Money[]; paidOrders: number }[];
  ordersByStatus: { status: OrderStatus; count: number }[];
  /** Null for staff who may not see stock. */
  lowStock: Page<VariantStock> | null;
  newestOrders: AdminOrderSummary[];
}

/** One day of the window and one currency paid in it (none: a day without sales). */
interface DayRow {
  day: string;
  currency: string | null;
  /** bigint, as text. */
  revenue: string;
  orders: number;
}

/**
 * The back office's landing figures (ORDERS permission), all from SQL aggregates: one statement sums each
 * day of the last WINDOW_DAYS days per currency (days as the shop counts them, by when the payment was
 * accepted; revenue is what the shop kept, keptTotalOf), and the periods are sums of those days. Beside
 * them: orders per status, the newest orders and, for staff who may see stock, what is running low.
 */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersAdminService,
    private readonly stock: StockLevels,
  ) {}

  async dashboard(actor: StaffActor): Promise<Dashboard> {
    actor.require('ORDERS');
    const timeZone = this.config.orders.timeZone;
    const [days, statusCounts, newest, lowStock] = await Promise.all([
      this.db.query(
        `WITH days AS (
           SELECT day::date FROM generate_series((now() AT TIME ZONE $1)::date - ($2::int - 1), (now() AT TIME ZONE $1)::date, interval '1 day') AS day),
         paid AS (
           SELECT (o.paid_at AT TIME ZONE $1)::date AS day, trim(o.currency) AS currency,
                  sum(${keptTotalOf('o')}) AS revenue, count(*) FILTER (WHERE ${keptPayment('o')})::int AS orders
             FROM customer_order o
            WHERE o.paid_at >= (SELECT min(day) FROM days)::timestamp AT TIME ZONE $1
            GROUP BY 1, 2)
         SELECT to_char(d.day, 'YYYY-MM-DD') AS day, p.currency, coalesce(p.revenue, 0)::text AS revenue, coalesce(p.orders, 0) AS orders
           FROM days d LEFT JOIN paid p ON p.day = d.day
          ORDER BY d.day, p.currency`,
        [timeZone, WINDOW_DAYS],
      ) as Promise<DayRow[]>,
      this.db.query(`SELECT o.status, count(*)::int AS count FROM customer_order o GROUP BY o.status`) as Promise<{ status: OrderStatus; count: number }[]>,
      this.orders.list(actor, {}, { field: 'CREATED', direction: 'DESC' }, { page: 1, pageSize: NEWEST_ORDERS }),
      actor.can('STOCK') ? this.stock.lowStock({ page: 1, pageSize: LOW_STOCK_SHOWN }) : null,
    ]);
    const sales = new DailySales(days);
    const counts = new Map(statusCounts.map((row) => [row.status, row.count]));
    return {
      timeZone,
      today: sales.today,
      periods: Object.entries(DASHBOARD_PERIODS).map(([period, length]) => ({
        period: period as DashboardPeriod,
        days: length,
        current: sales.over(WINDOW_DAYS - length, WINDOW_DAYS),
        previous: sales.over(WINDOW_DAYS - 2 * length, WINDOW_DAYS - length),
      })),
      dailySales: Array.from({ length: SERIES_DAYS }, (_, i) => {
        const { from: date, revenue, paidOrders } = sales.over(WINDOW_DAYS - SERIES_DAYS + i, WINDOW_DAYS - SERIES_DAYS + i + 1);
        return { date, revenue, paidOrders };
      }),
      ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      lowStock,
      newestOrders: newest.items,
    };
  }
}

/**
 * The window's days (oldest first) and their sums per currency. Every figure lists the same currencies —
 * the shop's base currency and any other paid in the window — so a period without sales in one shows 0.
 */
class DailySales {
  private readonly days: string[] = [];
  private readonly currencies: string[];
  private readonly sums = new Map<string, { revenue: Map<string, number>; orders: number }>();

  constructor(rows: DayRow[]) {
    const currencies = new Set([BASE_CURRENCY]);
    for (const row of rows) {
      let day = this.sums.get(row.day);
      if (!day) {
        day = { revenue: new Map(), orders: 0 };
        this.sums.set(row.day, day);
        this.days.push(row.day);
      }
      if (row.currency === null) continue;
      currencies.add(row.currency);
      day.revenue.set(row.currency, Number(row.revenue));
      day.orders += row.orders;
    }
    this.currencies = [...currencies].sort();
  }

  get today(): string {
    return this.days[this.days.length - 1];
  }

  /** The days from index `start` up to (not including) `end`. */
  over(start: number, end: number): SalesFigures {
    const days = this.days.slice(start, end);
    const sums = days.map((day) => this.sums.get(day)!);
    return {
      from: days[0],
      to: days[days.length - 1],
      revenue: this.currencies.map((currency) =>
        money(
          sums.reduce((total, day) => total + (day.revenue.get(currency) ?? 0), 0),
          currency,
        ),
      ),
      paidOrders: sums.reduce((total, day) => total + day.orders, 0),
    };
  }
}
