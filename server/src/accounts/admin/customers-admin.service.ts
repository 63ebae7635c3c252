import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { money, type Money } from '../../common/money';
import { pageOf, type Page, type PageRequest } from '../../common/pagination';
import { onNewsletter } from '../../contact/contact.sql';
import { deliveryAddressesOf, orderTotalsOf, recentOrdersOf } from '../../orders/orders.sql';
import type { OrderStatus } from '../../orders/order-status';
import type { StaffActor } from '../../staff/permissions';
import { backOffice } from '../../common/i18n/catalogue';

export interface CustomerAccount {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  disabledAt: Date | null;
  ordersCount: number;
  totalSpent: Money;
}

/** Where a customer's orders were delivered (each order snapshots its own, apart from the shopper's address book). */
export interface CustomerAddress {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  lastUsedAt: Date;
}

export interface CustomerDetail extends CustomerAccount {
  orders: { tranId: string; status: OrderStatus; total: Money; createdAt: Date }[];
  addresses: CustomerAddress[];
  newsletterSubscribed: boolean;
}

const RECENT_ORDERS = 100;
const ADDRESSES = 20;
const COLUMNS = `c.id, c.name, c.email, c.created_at AS "createdAt", c.disabled_at AS "disabledAt", t.orders_count AS "ordersCount", t.spent_cents AS "spentCents"`;
const FROM = `customer c LEFT JOIN LATERAL ${orderTotalsOf('c.id')} t ON true`;

type CustomerRow = Omit<CustomerAccount, 'totalSpent'> & { spentCents: string };

/**
 * The back office's customers (the ORDERS permission: the staff who handle orders answer their shoppers):
 * list and search, one customer's page, and disabling an account, audited.
 */
@Injectable()
export class CustomersAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Newest first; search matches part of the name or e-mail, in any case. */
  async list(actor: StaffActor, search: string | undefined, page: PageRequest): Promise<Page<CustomerAccount>> {
    actor.require('ORDERS');
    const term = search?.trim().toLowerCase() || null;
    const rows: (CustomerRow & { total: number })[] = await this.db.query(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total
         FROM ${FROM}
        WHERE $1::text IS NULL OR strpos(lower(c.name), $1) > 0 OR strpos(lower(c.email), $1) > 0
        ORDER BY c.created_at DESC, c.id
        LIMIT $2 OFFSET $3`,
      [term, page.pageSize, (page.page - 1) * page.pageSize],
    );
    return pageOf(rows.map(toAccount), page, rows[0]?.total ?? 0);
  }

  async detail(actor: StaffActor, id: string): Promise<CustomerDetail> {
    actor.require('ORDERS');
    const account = await this.find(id, this.db.manager);
    const [orders, addresses, [{ subscribed }]] = await Promise.all([
      this.db.query(`SELECT tran_id AS "tranId", status, total_cents AS "totalCents", currency, created_at AS "createdAt" FROM (${recentOrdersOf('$1', RECENT_ORDERS)}) o`, [id]),
      this.db.query(
        `SELECT full_name AS "fullName", phone, address, city, state, zip, country, last_used_at AS "lastUsedAt" FROM (${deliveryAddressesOf('$1', ADDRESSES)}) a`,
        [id],
      ) as Promise<CustomerAddress[]>,
      this.db.query(`SELECT ${onNewsletter('$1')} AS subscribed`, [account.email]),
    ]);
    return {
      ...account,
      orders: (orders as { tranId: string; status: OrderStatus; totalCents: number; currency: string; createdAt: Date }[]).map(({ totalCents, currency, ...order }) => ({
        ...order,
        total: money(totalCents, currency),
      })),
      addresses,
      newsletterSubscribed: subscribed,
    };
  }

  /** A disabled customer cannot log in, and the tokens they hold are refused from their next request. */
  async setDisabled(actor: StaffActor, id: string, disabled: boolean): Promise<CustomerAccount> {
    return this.audit.change(actor, 'ORDERS', async (tx, record) => {
      const before = await this.find(id, tx, { lock: true });
      // Disabling twice keeps the first time.
      await tx.query(`UPDATE customer SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END WHERE id = $1`, [id, disabled]);
      const after = await this.find(id, tx);
      await record({ action: disabled ? 'customer.disable' : 'customer.enable', entityType: 'customer', entityId: id, before, after });
      return after;
    });
  }

  private async find(id: string, db: EntityManager, options: { lock?: boolean } = {}): Promise<CustomerAccount> {
    if (!isUuid(id)) throw new NotFoundError(backOffice('No such customer.'));
    const [row]: CustomerRow[] = await db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1 ${options.lock ? 'FOR UPDATE OF c' : ''}`, [id]);
    if (!row) throw new NotFoundError(backOffice('No such customer.'));
    return toAccount(row);
  }
}

function toAccount({ spentCents, ...row }: CustomerRow): CustomerAccount {
  return { ...row, totalSpent: money(Number(spentCents)) };
}
