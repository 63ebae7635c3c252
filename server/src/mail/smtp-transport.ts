import { createTransport, type Transporter } from 'nodemailer';
import { MailTransport, type OutgoingMail } from './mail-transport';

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:password@smtp.example.com:465). */
export class SmtpTransport extends MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(url: string) {
    super();
    this.transporter = createTransport(url);
  }

  async send(mail: OutgoingMail, from: string): Promise<void> {
    await this.transporter.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
  }
}
