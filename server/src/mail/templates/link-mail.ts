import { button, escapeHtml, layout, paragraph } from './layout';
import type { MailTemplate } from './template';

/** A short mail built around one link: a few paragraphs, the link as a button, a few more. */
export interface LinkMail {
  subject: string;
  preview: string;
  heading: string;
  before: string[];
  action: { label: string; url: string };
  after: string[];
  /** Why the reader got it, at the bottom; its link (an unsubscribe link) is shown as one. */
  footer?: { text: string; link?: { label: string; url: string } };
}

/** A template of a LinkMail: the HTML (MJML) and the plain text say the same, the link spelled out in the text. */
export function linkMailTemplate<T>(compose: (data: T) => LinkMail): MailTemplate<T> {
  return {
    subject: (data) => compose(data).subject,
    mjml: (data) => {
      const mail = compose(data);
      const footer = mail.footer && `${escapeHtml(mail.footer.text)}${mail.footer.link ? ` <a href="${escapeHtml(mail.footer.link.url)}">${escapeHtml(mail.footer.link.label)}</a>` : ''}`;
      return layout(
        { preview: mail.preview, heading: mail.heading, body: [...mail.before.map(paragraph), button(mail.action.label, mail.action.url), ...mail.after.map(paragraph)].join('\n') },
        footer,
      );
    },
    text: (data) => {
      const mail = compose(data);
      return [
        ...mail.before,
        `${mail.action.label}: ${mail.action.url}`,
        ...mail.after,
        ...(mail.footer ? ['--', mail.footer.link ? `${mail.footer.text} ${mail.footer.link.label}: ${mail.footer.link.url}` : mail.footer.text] : []),
      ].join('\n\n');
    },
  };
}
