/** A rendered mail, ready to go. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The template it came from, for the outbox and the logs. */
  template: string;
}

/** Where mail goes: SMTP (nodemailer), or the development outbox in PostgreSQL. */
export abstract class MailTransport {
  abstract readonly name: string;
  abstract send(mail: OutgoingMail, from: string): Promise<void>;
}

