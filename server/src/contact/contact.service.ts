import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { emailProblem, normaliseEmail } from '../accounts/credentials';
import { DomainEvents } from '../common/domain-events';
import { TooManyAttemptsError, ValidationError } from '../common/expected-errors';
import { consumeOrRefuse, RateLimits } from '../common/rate-limits';

const MESSAGE_MAX_LENGTH = 5000;

export interface ContactReceipt {
  id: string;
  receivedAt: Date;
}

export interface NewsletterSubscription {
  email: string;
  subscribedAt: Date;
  /** False when the address was already on the list. */
  isNew: boolean;
}

/** The contact form and the newsletter box: stored, confirmed, and limited per address against spam. */
@Injectable()
export class ContactService implements OnModuleInit {
  private readonly perIp: RateLimiterPostgres;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    limits: RateLimits,
    private readonly events: DomainEvents,
  ) {
    this.perIp = limits.limiter('contact-ip', 20, 3600);
  }

  /** A deleted account's address leaves the newsletter; the messages it sent stay with the staff who answer them. */
  onModuleInit(): void {
    this.events.on('CustomerErased', async (event, tx) => {
      await tx.query(`DELETE FROM newsletter_subscriber WHERE email = lower($1)`, [event.email]);
    });
  }

  async sendMessage(input: { name?: unknown; email?: unknown; message?: unknown }, ip: string, customerId?: string): Promise<ContactReceipt> {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    const email = normaliseEmail(input.email);
    const message = typeof input.message === 'string' ? input.message.trim() : '';
    const fields: Record<string, string> = {};
    if (!name) fields.name = 'Name is required.';
    else if (name.length > 100) fields.name = 'Name must be at most 100 characters.';
    const badEmail = emailProblem(email);
    if (badEmail) fields.email = badEmail;
    if (!message) fields.message = 'Please write a message.';
    else if (message.length > MESSAGE_MAX_LENGTH) fields.message = `Message must be at most ${MESSAGE_MAX_LENGTH} characters.`;
    if (Object.keys(fields).length > 0) throw new ValidationError(Object.values(fields)[0], fields);

    await this.limit(ip);
    const [row] = await this.db.query(
      `INSERT INTO contact_message (customer_id, name, email, message) VALUES ($1, $2, $3, $4) RETURNING id, created_at AS "receivedAt"`,
      [customerId ?? null, name, email, message],
    );
    return row;
  }

  async subscribe(rawEmail: unknown, ip: string): Promise<NewsletterSubscription> {
    const email = normaliseEmail(rawEmail);
    const badEmail = emailProblem(email);
    if (badEmail) throw new ValidationError(badEmail, { email: badEmail });
    await this.limit(ip);
    // xmax = 0 tells a fresh insert from an update of an existing row.
    const [row] = await this.db.query(
      `INSERT INTO newsletter_subscriber (email) VALUES ($1)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
       RETURNING email, created_at AS "subscribedAt", (xmax = 0) AS "isNew"`,
      [email],
    );
    return row;
  }

  private limit(ip: string): Promise<void> {
    return consumeOrRefuse(this.perIp, ip, (seconds) => {
      throw new TooManyAttemptsError(seconds, 'contact');
    });
  }
}
