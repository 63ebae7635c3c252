/*
 * The accounts' data-access file: SQL outside accounts/ reads customers only through these pieces
 * (docs/adr/006-table-ownership.md).
 */

/** The e-mail (text) of customer X. */
export function customerEmailOf(customerId: string): string {
  return `(SELECT c.email FROM customer c WHERE c.id = ${customerId})`;
}

/** Joins customer `c` (its id, name and email) for a customer id. */
export function joinCustomer(customerId: string, join = 'JOIN'): string {
  return `${join} customer c ON c.id = ${customerId}`;
}
