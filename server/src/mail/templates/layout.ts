import type { Language } from '../../common/language';

/** Text made safe for HTML (and MJML): every template's values go through it. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface Layout {
  /** The first line, as inboxes preview it. */
  preview: string;
  heading: string;
  /** MJML sections' content (mj-text, mj-button, mj-table…), already escaped. */
  body: string;
}

/** Fonts with the letters of each language, before the mail's own (Helvetica and Arial have no Bangla or Devanagari). */
const FONTS: Record<Language, string> = {
  en: 'Helvetica, Arial, sans-serif',
  bn: 'Noto Sans Bengali, Hind Siliguri, Vrinda, Helvetica, Arial, sans-serif',
  hi: 'Noto Sans Devanagari, Mangal, Nirmala UI, Helvetica, Arial, sans-serif',
};

/**
 * The shop's mail: its name on top, the content, and why the reader got it at the bottom (`footer`, already
 * escaped), in `language` (the document's lang, and fonts that have its letters).
 */
export function layout({ preview, heading, body }: Layout, footer: string, language: Language): string {
  return `<mjml lang="${language}">
  <mj-head>
    <mj-preview>${escapeHtml(preview)}</mj-preview>
    <mj-attributes><mj-all font-family="${FONTS[language]}" /><mj-text font-size="15px" line-height="22px" color="#1f1a1c" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f6f3f1">
    <mj-section><mj-column><mj-text font-size="22px" font-weight="700">Kapor</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700">${escapeHtml(heading)}</mj-text>
        ${body}
      </mj-column>
    </mj-section>
    <mj-section><mj-column><mj-text font-size="12px" color="#6b6266">${footer}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
}

export function button(label: string, href: string): string {
  return `<mj-button href="${escapeHtml(href)}" background-color="#1f1a1c" color="#ffffff" border-radius="999px">${escapeHtml(label)}</mj-button>`;
}

export function paragraph(text: string): string {
  return `<mj-text>${escapeHtml(text)}</mj-text>`;
}
