import type { ParsedMail } from 'mailparser';
import { newLinkToken } from '../../src/common/link-tokens';
import type { TestApp } from './test-app';

/** The token of the link to `path` (e.g. /reset-password) in a mail's text, as the reader would follow it. */
export function linkToken(mail: ParsedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in "${mail.subject}":\n${mail.text}`);
  return match[1];
}

/** The same token with its last character changed: a near miss that must open nothing. */
export function nearMiss(token: string): string {
  return token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
}

/**
 * Subscribes an address to the newsletter and confirms it by the confirmation link (its token set here, as
 * the mail would carry it), for tests about what subscribers see rather than the mail (newsletter.e2e-spec.ts).
 */
export async function subscribeConfirmed(t: TestApp, email: string): Promise<void> {
  await t.gql(`mutation($e: String!) { subscribeToNewsletter(email: $e) { __typename } }`, { e: email });
  const link = newLinkToken();
  await t.db.query(`UPDATE newsletter_subscriber SET confirm_token_hash = $2 WHERE email = lower($1)`, [email, link.hash]);
  const res = await t.gql(`mutation($t: String!) { confirmNewsletter(token: $t) { __typename } }`, { t: link.token });
  if (res.data?.confirmNewsletter.__typename !== 'NewsletterSubscription') throw new Error(`confirmation failed: ${JSON.stringify(res)}`);
}
