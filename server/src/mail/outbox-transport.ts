import type { DataSource } from 'typeorm';
import { MailTransport, type OutgoingMail } from './mail-transport';

/** No SMTP configured: mail is kept in PostgreSQL's `mail_outbox`, readable at /dev/outbox — never dropped. */
export class OutboxTransport extends MailTransport {
  readonly name = 'outbox';

  constructor(private readonly db: DataSource) {
    super();
  }

  async send(mail: OutgoingMail, from: string): Promise<void> {
    await this.db.query(`INSERT INTO mail_outbox (sender, recipient, subject, html, text, template) VALUES ($1, $2, $3, $4, $5, $6)`, [
      from,
      mail.to,
      mail.subject,
      mail.html,
      mail.text,
      mail.template,
    ]);
  }
}
