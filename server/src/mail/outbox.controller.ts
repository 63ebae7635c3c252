import { Controller, Get, Header, NotFoundException, Param, ParseIntPipe } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { escapeHtml } from './templates/layout';

interface OutboxRow {
  id: number;
  sender: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  created_at: Date;
}

const PAGE_STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f1a1c}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}
pre{white-space:pre-wrap;background:#f6f3f1;padding:1rem}a{color:#9b1b4b}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** Turns the addresses in a plain-text mail into links, so a developer can follow them. */
function linked(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The development outbox (mounted only when no SMTP_URL is set outside production): every mail the shop
 * "sent", newest first, and each one's text with its links and its HTML (a sandboxed page of its own).
 */
@Controller('dev/outbox')
export class OutboxController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async list(): Promise<string> {
    const rows: OutboxRow[] = await this.db.query(`SELECT id, recipient, subject, created_at FROM mail_outbox ORDER BY id DESC LIMIT 200`);
    const items = rows
      .map((r) => `<tr><td>${escapeHtml(r.created_at.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(r.recipient)}</td><td><a href="/dev/outbox/${r.id}">${escapeHtml(r.subject)}</a></td></tr>`)
      .join('');
    return page(
      'Outbox — Kapor (development)',
      `<h1>Outbox</h1><p>Mail the shop sent while no SMTP server is configured (SMTP_URL), newest first.</p>
       ${rows.length === 0 ? '<p>No mail yet.</p>' : `<table><thead><tr><th scope="col">Sent (UTC)</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${items}</tbody></table>`}`,
    );
  }

  /** The mail's own HTML, as a sandboxed document of its own: no script runs, nothing of the shop's is reachable. */
  @Get(':id/html')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https:")
  async html(@Param('id', ParseIntPipe) id: number): Promise<string> {
    const [mail]: Pick<OutboxRow, 'html'>[] = await this.db.query(`SELECT html FROM mail_outbox WHERE id = $1`, [id]);
    if (!mail) throw new NotFoundException('No such mail in the outbox.');
    return mail.html;
  }

  @Get(':id')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async show(@Param('id', ParseIntPipe) id: number): Promise<string> {
    const [mail]: OutboxRow[] = await this.db.query(`SELECT * FROM mail_outbox WHERE id = $1`, [id]);
    if (!mail) throw new NotFoundException('No such mail in the outbox.');
    return page(
      `${mail.subject} — Outbox`,
      `<p><a href="/dev/outbox">← Outbox</a></p><h1>${escapeHtml(mail.subject)}</h1>
       <p>From ${escapeHtml(mail.sender)} to ${escapeHtml(mail.recipient)}, ${escapeHtml(mail.created_at.toISOString())}</p>
       <h2>Text</h2><pre>${linked(mail.text)}</pre>
       <p><a href="/dev/outbox/${mail.id}/html">The mail as HTML</a></p>`,
    );
  }
}
