/*
 * The contact module's data-access file: SQL outside contact/ reads its tables only through these pieces
 * (docs/adr/006-table-ownership.md).
 */

/** True (boolean) when e-mail X is on the newsletter list (confirmed: a pending request is not a subscription). */
export function onNewsletter(email: string): string {
  return `EXISTS (SELECT 1 FROM newsletter_subscriber ns WHERE ns.email = lower(${email}) AND ns.confirmed_at IS NOT NULL)`;
}
