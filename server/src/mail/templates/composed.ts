import type { Translate } from '../../common/i18n/catalogue';
import { button, escapeHtml, layout, paragraph } from './layout';
import type { MailTemplate } from './template';

/** A piece of a mail: a paragraph, a bulleted list, a table of labels and values, or a button (in text: its label and address). */
export type MailPart = string | { list: string[] } | { rows: [string, string][] } | { link: string; href: string };

export interface MailContent {
  subject: string;
  /** The first line, as inboxes preview it. */
  preview: string;
  heading: string;
  parts: MailPart[];
  /** Why the reader got it, at the bottom (else the layout's: an account or an order); its link (an unsubscribe link) shown as one. */
  footer?: { text: string; link?: { label: string; href: string } };
}

/**
 * A template whose HTML and plain text are made from one list of parts, so the two never tell different
 * things; `content` says them in the mail's language through `t`.
 */
export function composed<T>(content: (data: T, t: Translate) => MailContent): MailTemplate<T> {
  return {
    subject: (data, t) => content(data, t).subject,
    mjml: (data, t, language) => {
      const { preview, heading, parts, footer } = content(data, t);
      const footerHtml = footer
        ? `${escapeHtml(footer.text)}${footer.link ? ` <a href="${escapeHtml(footer.link.href)}">${escapeHtml(footer.link.label)}</a>` : ''}`
        : escapeHtml(t('mail.footer.default'));
      return layout({ preview, heading, body: parts.map(asMjml).join('\n') }, footerHtml, language);
    },
    text: (data, t) => {
      const { parts, footer } = content(data, t);
      const footerText = footer && (footer.link ? `${footer.text} ${footer.link.label}: ${footer.link.href}` : footer.text);
      return [...parts.map(asText), ...(footerText ? ['--', footerText] : [])].join('\n\n');
    },
  };
}

function asMjml(part: MailPart): string {
  if (typeof part === 'string') return paragraph(part);
  if ('list' in part) return `<mj-text><ul>${part.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul></mj-text>`;
  if ('rows' in part) return `<mj-table>${part.rows.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td align="right"><strong>${escapeHtml(value)}</strong></td></tr>`).join('')}</mj-table>`;
  return button(part.link, part.href);
}

function asText(part: MailPart): string {
  if (typeof part === 'string') return part;
  if ('list' in part) return part.list.map((item) => `- ${item}`).join('\n');
  if ('rows' in part) return part.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  return `${part.link}: ${part.href}`;
}
