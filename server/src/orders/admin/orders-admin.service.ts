import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Transform, type Readable } from 'node:stream';
import QueryStream from 'pg-query-stream';
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { joinCustomer } from '../../accounts/accounts.sql';
import { AuditService } from '../../audit/audit.service';
import { escapeLike } from '../../catalog/catalog.service';
import { csvLine } from '../../common/csv';
import { InvalidInputError, NotFoundError } from '../../common/errors';
import { ValidationError } from '../../common/expected-errors';
import type { SortDirection } from '../../common/graphql/sort-direction';
import { money, type Money } from '../../common/money';
import { pageOf, type Page, type PageRequest } from '../../common/pagination';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { minorUnitsToDecimal } from '../../payments/payment-gateway';
import { joinPromoCode } from '../../promotions/promotions.sql';
import type { StaffActor } from '../../staff/permissions';
import type { OrderRecord } from '../order.records';
import { isRefundable, ORDER_STATUSES, PAYMENT_STATES, paymentStateOf, type OrderStatus, type PaymentState } from '../order-status';
import type { RefundReason, RefundStatus } from '../refund-rules';
import { OrderQueries } from '../order-queries';
import { ORDER_COLUMNS, paymentStateOfOrder, type OrderRow } from '../orders.sql';
import { backOffice, backOfficeFields } from '../../common/i18n/catalogue';

export const ADMIN_ORDER_SORT_FIELDS = ['CREATED', 'TOTAL', 'STATUS'] as const;
export type AdminOrderSortField = (typeof ADMIN_ORDER_SORT_FIELDS)[number];

/** A REST query string's words are checked against the enums here, as GraphQL's are by the schema. */
export interface AdminOrderFilter {
  status?: string | null;
  paymentState?: string | null;
  /** YYYY-MM-DD, inclusive, in the shop's time zone. */
  from?: string | null;
  to?: string | null;
  /** Part of a tran id, an e-mail (the account's or the delivery's), the delivery name or phone. */
  search?: string | null;
}

export interface AdminOrderSort {
  field: AdminOrderSortField;
  direction: SortDirection;
}

/** An order as the back office lists it. */
export interface AdminOrderSummary {
  tranId: string;
  status: OrderStatus;
  paymentState: PaymentState;
  paymentOnHold: boolean;
  customerEmail: string;
  deliveryName: string;
  deliveryPhone: string;
  subtotal: Money;
  discount: Money;
  shipping: Money;
  total: Money;
  createdAt: Date;
  paidAt: Date | null;
}

export interface AdminPaymentRecord {
  valId: string;
  bankTranId: string | null;
  status: string;
  amount: Money;
  cardType: string | null;
  riskLevel: number;
  accepted: boolean;
  note: string;
  createdAt: Date;
}

export interface AdminPaymentEventRecord {
  kind: string;
  status: string | null;
  valId: string | null;
  receivedAt: Date;
}

export interface AdminOrderEventRecord {
  fromStatus: OrderStatus | null;
  status: OrderStatus;
  /** Staff's words (gateway ids, reasons), not the shopper's timeline text. */
  note: string;
  at: Date;
}

export interface OrderNoteRecord {
  id: string;
  text: string;
  staffId: string;
  staffEmail: string;
  createdAt: Date;
}

/** One order as the back office's order page shows it. */
export interface AdminRefundRecord {
  id: string;
  amount: Money;
  reason: RefundReason;
  status: RefundStatus;
  remarks: string;
  failureReason: string | null;
  restock: boolean;
  staffEmail: string | null;
  refundRefId: string | null;
  lines: { orderLineId: string; quantity: number; amount: Money }[];
  createdAt: Date;
}

export interface AdminOrderRecord extends Omit<OrderRecord, 'timeline' | 'refunds'> {
  refundable: Money;
  refunds: AdminRefundRecord[];
  customer: { id: string; name: string; email: string };
  promoCode: string | null;
  payments: AdminPaymentRecord[];
  paymentEvents: AdminPaymentEventRecord[];
  timeline: AdminOrderEventRecord[];
  notes: OrderNoteRecord[];
}

const MAX_SEARCH_LENGTH = 100;
const MAX_NOTE_LENGTH = 2000;
/** Rows fetched from the cursor at a time while exporting: a few hundred kilobytes in memory at most. */
const EXPORT_BATCH_ROWS = 500;

const SORT_COLUMN: Record<AdminOrderSortField, string> = {
  CREATED: 'o.created_at',
  TOTAL: 'o.total_cents',
  STATUS: 'o.status',
};

const SUMMARY_COLUMNS = `o.tran_id, o.status, o.payment_on_hold, o.refunded_cents, o.currency, o.subtotal_cents, o.discount_cents, o.shipping_cents, o.total_cents,
  o.created_at, o.paid_at, c.email AS customer_email, o.delivery->>'fullName' AS delivery_name, o.delivery->>'phone' AS delivery_phone`;

interface SummaryRow {
  tran_id: string;
  status: OrderStatus;
  payment_on_hold: boolean;
  refunded_cents: number;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  created_at: Date;
  paid_at: Date | null;
  customer_email: string;
  delivery_name: string;
  delivery_phone: string;
}

const CSV_HEADER = ['Tran ID', 'Created', 'Paid', 'Status', 'Payment', 'Customer e-mail', 'Delivery name', 'Phone', 'Currency', 'Subtotal', 'Discount', 'Shipping', 'Total'];

/**
 * The back office's orders (ORDERS permission): the filtered, sorted list, its CSV export streamed from a
 * server-side cursor, one order with everything known about it, and staff's internal notes (audited).
 */
@Injectable()
export class OrdersAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queries: OrderQueries,
    private readonly audit: AuditService,
  ) {}

  /** Two statements at most: the page with its total, and the total alone past the last page. */
  async list(actor: StaffActor, filter: AdminOrderFilter, sort: AdminOrderSort, request: PageRequest): Promise<Page<AdminOrderSummary>> {
    actor.require('ORDERS');
    const params: unknown[] = [];
    const where = this.conditions(filter, params);
    params.push(request.pageSize, (request.page - 1) * request.pageSize);
    const rows: (SummaryRow & { total: number })[] = await this.db.query(
      `SELECT ${SUMMARY_COLUMNS}, count(*) OVER ()::int AS total
         FROM customer_order o ${joinCustomer('o.customer_id')} ${where}
        ${orderBy(sort)}
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    if (rows.length === 0) {
      const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM customer_order o ${joinCustomer('o.customer_id')} ${where}`, params.slice(0, -2));
      return pageOf([], request, total);
    }
    return pageOf(rows.map(toSummary), request, rows[0].total);
  }

  /**
   * The filtered list as CSV (RFC 4180, CRLF, UTF-8), read through a server-side cursor a batch at a time,
   * so the export's memory does not grow with the number of orders. Checks the permission and the filter
   * before any byte is sent; the connection goes back to the pool when the stream ends, fails or is dropped.
   */
  async exportCsv(actor: StaffActor, filter: AdminOrderFilter): Promise<Readable> {
    actor.require('ORDERS');
    const params: unknown[] = [];
    const where = this.conditions(filter, params);
    // A client of the app's own pool, held for the export: a cursor lives on one connection.
    const client: PoolClient = await ((this.db.driver as PostgresDriver).master as Pool).connect();
    const rows = client.query(
      new QueryStream(`SELECT ${SUMMARY_COLUMNS} FROM customer_order o ${joinCustomer('o.customer_id')} ${where} ${orderBy({ field: 'CREATED', direction: 'DESC' })}`, params, {
        batchSize: EXPORT_BATCH_ROWS,
        highWaterMark: EXPORT_BATCH_ROWS,
      }),
    );
    let headerSent = false;
    const csv = new Transform({
      writableObjectMode: true,
      transform(row: SummaryRow, _encoding, done) {
        const line = csvLine(csvCells(toSummary(row)));
        if (headerSent) return done(null, line);
        headerSent = true;
        done(null, csvLine(CSV_HEADER) + line);
      },
      flush(done) {
        done(null, headerSent ? '' : csvLine(CSV_HEADER));
      },
    });
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      // A cursor closed half-read leaves the connection in doubt: the pool drops it rather than reuse it.
      client.release(error);
    };
    rows.on('end', () => release());
    rows.on('error', (error) => {
      release(error);
      csv.destroy(error);
    });
    csv.on('close', () => {
      if (!rows.readableEnded) {
        rows.destroy();
        release(new Error('CSV export abandoned'));
      }
    });
    return rows.pipe(csv);
  }

  async get(actor: StaffActor, tranId: string): Promise<AdminOrderRecord | null> {
    actor.require('ORDERS');
    const [row]: (OrderRow & { customer_name: string; customer_email: string; promo_code: string | null })[] = await this.db.query(
      `SELECT ${ORDER_COLUMNS}, c.name AS customer_name, c.email AS customer_email, pc.code AS promo_code
         FROM customer_order o ${joinCustomer('o.customer_id')} ${joinPromoCode('o.promo_code_id', 'LEFT JOIN')}
        WHERE o.tran_id = $1`,
      [tranId.trim()],
    );
    if (!row) return null;
    const [order, payments, paymentEvents, timeline, notes, refunds] = await Promise.all([
      this.queries.hydrateOne(row),
      this.db.query(
        `SELECT val_id AS "valId", bank_tran_id AS "bankTranId", status, amount_cents, currency, card_type AS "cardType", risk_level AS "riskLevel",
                accepted, note, created_at AS "createdAt"
           FROM payment WHERE order_id = $1 ORDER BY created_at, id`,
        [row.id],
      ) as Promise<(Omit<AdminPaymentRecord, 'amount'> & { amount_cents: number; currency: string })[]>,
      this.db.query(
        `SELECT kind, status, val_id AS "valId", created_at AS "receivedAt" FROM payment_event WHERE tran_id = $1 ORDER BY id`,
        [row.tran_id],
      ) as Promise<AdminPaymentEventRecord[]>,
      this.db.query(`SELECT from_status AS "fromStatus", to_status AS status, note, created_at AS at FROM order_event WHERE order_id = $1 ORDER BY id`, [
        row.id,
      ]) as Promise<AdminOrderEventRecord[]>,
      this.notesOf(row.id),
      this.refundsOf(row.id),
    ]);
    const currency = row.currency.trim();
    return {
      ...order,
      customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email },
      promoCode: row.promo_code,
      payments: payments.map(({ amount_cents, currency, ...payment }) => ({ ...payment, amount: money(amount_cents, currency.trim()) })),
      paymentEvents,
      timeline,
      notes,
      refunds,
      refundable: money(isRefundable(row.status) ? row.total_cents - row.refunded_cents : 0, currency),
    };
  }

  private async refundsOf(orderId: string): Promise<AdminRefundRecord[]> {
    const rows: (Omit<AdminRefundRecord, 'amount' | 'lines'> & { amount_cents: number; currency: string; lines: { orderLineId: string; quantity: number; amountCents: number }[] })[] =
      await this.db.query(
        `SELECT r.id, r.amount_cents, r.currency, r.reason, r.status, r.remarks, r.failure_reason AS "failureReason", r.restock, r.staff_email AS "staffEmail",
                r.refund_ref_id AS "refundRefId", r.created_at AS "createdAt",
                coalesce((SELECT json_agg(json_build_object('orderLineId', rl.order_line_id, 'quantity', rl.quantity, 'amountCents', rl.amount_cents))
                            FROM refund_line rl WHERE rl.refund_id = r.id), '[]') AS lines
           FROM refund r WHERE r.order_id = $1 ORDER BY r.created_at, r.id`,
        [orderId],
      );
    return rows.map(({ amount_cents, currency, lines, ...refund }) => ({
      ...refund,
      amount: money(amount_cents, currency.trim()),
      lines: lines.map((line) => ({ orderLineId: line.orderLineId, quantity: line.quantity, amount: money(line.amountCents, currency.trim()) })),
    }));
  }

  /** An internal note on an order, for staff only (1 to 2000 characters), audited on the order. */
  async addNote(actor: StaffActor, tranId: string, text: string): Promise<OrderNoteRecord> {
    const body = text.trim();
    if (!body || [...body].length > MAX_NOTE_LENGTH) {
      const problem = body ? `At most ${MAX_NOTE_LENGTH} characters.` : 'Required.';
      throw new ValidationError(backOffice(`A note is 1 to ${MAX_NOTE_LENGTH} characters.`), backOfficeFields({ text: problem }));
    }
    return this.audit.change(actor, 'ORDERS', async (tx, record) => {
      const [order]: { id: string; tran_id: string }[] = await tx.query(`SELECT id, tran_id FROM customer_order WHERE tran_id = $1`, [tranId.trim()]);
      if (!order) throw new NotFoundError(backOffice('No such order.'), { code: 'ORDER_NOT_FOUND' });
      const [note]: OrderNoteRecord[] = await tx.query(
        `INSERT INTO order_note (order_id, staff_id, staff_email, body) VALUES ($1, $2, $3, $4)
         RETURNING id::text, body AS text, staff_id AS "staffId", staff_email AS "staffEmail", created_at AS "createdAt"`,
        [order.id, actor.id, actor.email, body],
      );
      await record({ action: 'order.note', entityType: 'order', entityId: order.tran_id, after: { note: body } });
      return note;
    });
  }

  private notesOf(orderId: string): Promise<OrderNoteRecord[]> {
    return this.db.query(
      `SELECT id::text, body AS text, staff_id AS "staffId", staff_email AS "staffEmail", created_at AS "createdAt" FROM order_note WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
  }

  /** The WHERE clause of a filter, its values pushed onto `params`; refuses dates and searches it cannot use. */
  private conditions(filter: AdminOrderFilter, params: unknown[]): string {
    const where: string[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (filter.status) where.push(`o.status = ${param(oneOf(filter.status, ORDER_STATUSES, 'status'))}`);
    if (filter.paymentState) {
      const state = oneOf(filter.paymentState, PAYMENT_STATES, 'paymentState');
      where.push(`${paymentStateOfOrder('o')} = ${param(state)}`);
    }
    const from = calendarDate(filter.from, 'from');
    const to = calendarDate(filter.to, 'to');
    if (from && to && from > to) throw new InvalidInputError(backOffice('from must not be after to.'), { fields: backOfficeFields({ from: 'After the end date.' }) });
    // Days as the shop counts them, the end day included.
    if (from) where.push(`o.created_at >= (${param(from)}::date)::timestamp AT TIME ZONE ${param(this.config.orders.timeZone)}::text`);
    if (to) where.push(`o.created_at < (${param(to)}::date + 1)::timestamp AT TIME ZONE ${param(this.config.orders.timeZone)}::text`);
    const search = filter.search?.trim();
    if (search) {
      if (search.length > MAX_SEARCH_LENGTH) throw new InvalidInputError(backOffice(`search must be at most ${MAX_SEARCH_LENGTH} characters.`), { fields: backOfficeFields({ search: 'Too long.' }) });
      const like = param(`%${escapeLike(search.toLowerCase())}%`);
      const matches = [`lower(o.tran_id) LIKE ${like}`, `c.email LIKE ${like}`, `lower(o.delivery->>'email') LIKE ${like}`, `lower(o.delivery->>'fullName') LIKE ${like}`];
      // A phone number matches by its digits, however it was typed: "+880 1711-000000" is found by "01711000000"'s tail.
      const digits = search.replace(/\D/g, '');
      if (/^[\d\s()+-]+$/.test(search) && digits.length >= 4) matches.push(`regexp_replace(o.delivery->>'phone', '\\D', '', 'g') LIKE ${param(`%${digits}%`)}`);
      where.push(`(${matches.join(' OR ')})`);
    }
    return where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  }
}

function orderBy(sort: AdminOrderSort): string {
  const direction = sort.direction === 'ASC' ? 'ASC' : 'DESC';
  return `ORDER BY ${SORT_COLUMN[sort.field]} ${direction}, o.created_at ${direction}, o.id ${direction}`;
}

function oneOf<T extends string>(value: string, allowed: readonly T[], field: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new InvalidInputError(backOffice(`${field} must be one of ${allowed.join(', ')}.`), { fields: backOfficeFields({ [field]: 'Unknown value.' }) });
  return value as T;
}

function calendarDate(value: string | null | undefined, field: 'from' | 'to'): string | null {
  const date = value?.trim();
  if (!date) return null;
  // PostgreSQL has no year 0, which JavaScript's Date accepts: the year starts at 1.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < '0001' || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    throw new InvalidInputError(backOffice(`${field} must be a date as YYYY-MM-DD.`), { fields: backOfficeFields({ [field]: 'Enter a date as YYYY-MM-DD.' }) });
  }
  return date;
}

function toSummary(row: SummaryRow): AdminOrderSummary {
  const currency = row.currency.trim();
  return {
    tranId: row.tran_id,
    status: row.status,
    paymentState: paymentStateOf(row.status, row.refunded_cents),
    paymentOnHold: row.payment_on_hold,
    customerEmail: row.customer_email,
    deliveryName: row.delivery_name,
    deliveryPhone: row.delivery_phone,
    subtotal: money(row.subtotal_cents, currency),
    discount: money(row.discount_cents, currency),
    shipping: money(row.shipping_cents, currency),
    total: money(row.total_cents, currency),
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

function csvCells(order: AdminOrderSummary): (string | Date | null)[] {
  return [
    order.tranId,
    order.createdAt,
    order.paidAt,
    order.status,
    order.paymentOnHold ? `${order.paymentState} (held for review)` : order.paymentState,
    order.customerEmail,
    order.deliveryName,
    order.deliveryPhone,
    order.total.currency,
    minorUnitsToDecimal(order.subtotal.amount),
    minorUnitsToDecimal(order.discount.amount),
    minorUnitsToDecimal(order.shipping.amount),
    minorUnitsToDecimal(order.total.amount),
  ];
}

