import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource, EntityManager } from 'typeorm';
import { emailProblem, normaliseEmail } from '../accounts/credentials';
import { DomainEvents } from '../common/domain-events';
import { TooManyAttemptsError, ValidationError } from '../common/expected-errors';
import { isUuid } from '../common/ids';
import { consumeOrRefuse, RateLimits } from '../common/rate-limits';
import { JobQueue } from '../jobs/job-queue';
import { MailService } from '../mail/mail.service';
import { availableUnits, productIsActive, variantChoice } from './catalog.sql';
import type { Colour, Size } from './catalog.types';
import { text, type Text } from '../common/i18n/catalogue';
import { colourIn, colourName } from '../common/i18n/names';
import type { Language } from '../common/language';

export interface BackInStockNotice {
  email: string;
  size: Size;
  colour: Colour;
  /** Rendered in the request's language where it is answered. */
  message: Text;
}

/** Requests one network may make in an hour: a shopper asks for a handful; more is someone filling the table. */
const REQUESTS_PER_IP_PER_HOUR = 20;

const NOTIFY_JOB = 'catalog.back-in-stock';

/**
 * "Notify me when back in stock": a shopper leaves an e-mail for a sold-out size and colour (one waiting
 * request per address and variant, however often asked). When the back office brings the variant back
 * from none available, a job mails each waiting address once and marks its request notified, in one
 * transaction with the mails it enqueues, so a retried job never mails anyone twice.
 */
@Injectable()
export class BackInStockService implements OnModuleInit {
  private readonly perIp: RateLimiterPostgres;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    limits: RateLimits,
    private readonly jobs: JobQueue,
    private readonly mail: MailService,
    private readonly events: DomainEvents,
  ) {
    this.perIp = limits.limiter('back-in-stock-ip', REQUESTS_PER_IP_PER_HOUR, 3600);
  }

  onModuleInit(): void {
    this.jobs.define<{ variantId: string }>({ name: NOTIFY_JOB, handle: ({ variantId }) => this.notifyWaiting(variantId) });
    // A deleted account's address stops waiting (a visitor's request, typed without an account, stays).
    this.events.on('CustomerErased', async (event, tx) => {
      await tx.query(`DELETE FROM back_in_stock_request WHERE email = lower($1)`, [event.email]);
    });
  }

  /** Stores the request for product `productId` in `size` and `colour`; the same answer when the address already waits. */
  /** The mail, when it comes, is written in `language` (the request's). */
  async request(input: { productId: string; size: Size; colour: Colour; email: unknown }, ip: string, shopUrl: string, language: Language): Promise<BackInStockNotice> {
    const email = normaliseEmail(input.email);
    const badEmail = emailProblem(email);
    if (badEmail) throw new ValidationError(badEmail, { email: badEmail });
    const [variant]: { variant_id: string | null; name: string; active: boolean; available: number | null }[] = isUuid(input.productId)
      ? await this.db.query(variantChoice('$1', '$2', '$3'), [input.productId, input.size, input.colour])
      : [];
    if (!variant?.active) throw new ValidationError(text('VALIDATION.noSuchProduct'), { productId: text('field.productId.unknown') });
    if (variant.variant_id === null) throw new ValidationError(text('VALIDATION.variantNotMade', { product: variant.name, size: input.size, colour: colourName(input.colour) }), { size: text('field.size.notMade') });
    if (variant.available! > 0) throw new ValidationError(text('VALIDATION.variantInStock', { size: input.size, colour: colourName(input.colour) }), { size: text('field.size.inStock') });

    await consumeOrRefuse(this.perIp, ip, (seconds) => {
      throw new TooManyAttemptsError(seconds, 'notice');
    });
    await this.db.query(
      `INSERT INTO back_in_stock_request (variant_id, email, shop_url, language) VALUES ($1, $2, $3, $4)
       ON CONFLICT (variant_id, email) WHERE notified_at IS NULL DO UPDATE SET language = EXCLUDED.language`,
      [variant.variant_id, email, shopUrl, language],
    );
    return { email, size: input.size, colour: input.colour, message: text('backInStock.requested', { email, size: input.size, colour: colourName(input.colour) }) };
  }

  /**
   * Called in the transaction that moved the variant's stock from none available to some: the waiting
   * shoppers are mailed by a job, so the back office's adjustment does not wait for them.
   */
  async restocked(variantId: string, tx: EntityManager): Promise<void> {
    await this.jobs.enqueue(tx, NOTIFY_JOB, { variantId });
  }

  /**
   * Mails every request waiting for the variant, if it is still available and on sale when the job runs
   * (sold out again in between, the requests keep waiting for the next restock).
   */
  private async notifyWaiting(variantId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [due]: [{ id: string; email: string; shop_url: string; language: Language; name: string; slug: string; size: Size; colour: Colour }[]] = await tx.query(
        `UPDATE back_in_stock_request r SET notified_at = now()
           FROM product_variant v JOIN product p ON p.id = v.product_id
          WHERE r.variant_id = $1 AND r.notified_at IS NULL AND v.id = r.variant_id
            AND ${availableUnits('v')} > 0 AND ${productIsActive('p')}
         RETURNING r.id, r.email, r.shop_url, r.language, p.name, p.slug, v.size, v.colour`,
        [variantId],
      );
      for (const request of due) {
        await this.mail.enqueue(tx, {
          to: request.email,
          template: 'back-in-stock',
          data: {
            productName: request.name,
            size: request.size,
            colour: colourIn(request.colour, request.language),
            productUrl: `${request.shop_url}/product/${encodeURIComponent(request.slug)}`,
          },
          language: request.language,
          key: `back-in-stock:${request.id}`,
        });
      }
    });
  }
}
