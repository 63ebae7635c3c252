import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { csvLine } from '../../common/csv';
import { NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { linkTo } from '../../common/link-tokens';
import { pageOf, type Page, type PageRequest } from '../../common/pagination';
import type { StaffActor } from '../../staff/permissions';
import { backOffice } from '../../common/i18n/catalogue';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  customerId: string | null;
  receivedAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
}

export interface NewsletterSubscriber {
  email: string;
  subscribedAt: Date;
}

const MESSAGE_COLUMNS = `m.id, m.name, m.email, m.message, m.customer_id AS "customerId", m.created_at AS "receivedAt",
  m.handled_at AS "handledAt", m.handled_by AS "handledBy"`;

/**
 * The back office's messages (the ORDERS permission, like customers): the contact-form inbox, whose
 * messages staff mark handled (audited), and the newsletter list with its CSV export.
 */
@Injectable()
export class MessagesAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Newest first; `handled` true or false keeps only those, absent lists all. */
  async messages(actor: StaffActor, handled: boolean | undefined, page: PageRequest): Promise<Page<ContactMessage>> {
    actor.require('ORDERS');
    const rows: (ContactMessage & { total: number })[] = await this.db.query(
      `SELECT ${MESSAGE_COLUMNS}, count(*) OVER ()::int AS total
         FROM contact_message m
        WHERE $1::boolean IS NULL OR (m.handled_at IS NOT NULL) = $1
        ORDER BY m.created_at DESC, m.id
        LIMIT $2 OFFSET $3`,
      [handled ?? null, page.pageSize, (page.page - 1) * page.pageSize],
    );
    return pageOf(rows.map(({ total: _total, ...message }) => message), page, rows[0]?.total ?? 0);
  }

  /** Marks a message handled by this member of staff (again: keeps the first time), or back to waiting. */
  async markHandled(actor: StaffActor, id: string, handled: boolean): Promise<ContactMessage> {
    return this.audit.change(actor, 'ORDERS', async (tx, record) => {
      const before = await this.findMessage(id, tx, { lock: true });
      await tx.query(
        `UPDATE contact_message SET handled_at = CASE WHEN $2 THEN coalesce(handled_at, now()) END,
                handled_by = CASE WHEN $2 THEN coalesce(handled_by, $3) END
          WHERE id = $1`,
        [id, handled, actor.id],
      );
      const after = await this.findMessage(id, tx);
      await record({ action: handled ? 'contact_message.handle' : 'contact_message.reopen', entityType: 'contact_message', entityId: id, before, after });
      return after;
    });
  }

  /** Confirmed subscribers only (a pending request is nobody's consent yet), oldest first, so pages stay put while people subscribe. */
  async subscribers(actor: StaffActor, page: PageRequest): Promise<Page<NewsletterSubscriber>> {
    actor.require('ORDERS');
    const rows: (NewsletterSubscriber & { total: number })[] = await this.db.query(
      `SELECT email, confirmed_at AS "subscribedAt", count(*) OVER ()::int AS total FROM newsletter_subscriber
        WHERE confirmed_at IS NOT NULL ORDER BY confirmed_at, email LIMIT $1 OFFSET $2`,
      [page.pageSize, (page.page - 1) * page.pageSize],
    );
    return pageOf(rows.map(({ total: _total, ...subscriber }) => subscriber), page, rows[0]?.total ?? 0);
  }

  /**
   * The confirmed list as CSV (email, subscribed_at, unsubscribe_url), oldest first: whatever sends the
   * newsletter puts each subscriber's unsubscribe link in every mail.
   */
  async subscribersCsv(actor: StaffActor, storefront: string): Promise<string> {
    actor.require('ORDERS');
    const rows: (NewsletterSubscriber & { unsubscribeToken: string })[] = await this.db.query(
      `SELECT email, confirmed_at AS "subscribedAt", unsubscribe_token AS "unsubscribeToken" FROM newsletter_subscriber
        WHERE confirmed_at IS NOT NULL ORDER BY confirmed_at, email`,
    );
    return (
      csvLine(['email', 'subscribed_at', 'unsubscribe_url']) +
      rows.map((row) => csvLine([row.email, row.subscribedAt, linkTo(storefront, '/newsletter/unsubscribe', row.unsubscribeToken)])).join('')
    );
  }

  private async findMessage(id: string, db: EntityManager, options: { lock?: boolean } = {}): Promise<ContactMessage> {
    if (!isUuid(id)) throw new NotFoundError(backOffice('No such message.'));
    const [row]: ContactMessage[] = await db.query(`SELECT ${MESSAGE_COLUMNS} FROM contact_message m WHERE m.id = $1 ${options.lock ? 'FOR UPDATE' : ''}`, [id]);
    if (!row) throw new NotFoundError(backOffice('No such message.'));
    return row;
  }
}
