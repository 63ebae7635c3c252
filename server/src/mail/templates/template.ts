/** A mail template: subject, MJML body and plain text from the same data. */
export interface MailTemplate<T> {
  subject(data: T): string;
  mjml(data: T): string;
  text(data: T): string;
}
