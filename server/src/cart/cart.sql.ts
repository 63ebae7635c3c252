/*
 * The cart's data-access file: SQL outside cart/ reads carts only through these pieces
 * (docs/adr/006-table-ownership.md).
 */

/** True when variant `variantId` is in some shopper's cart. */
export function variantInSomeCart(variantId: string): string {
  return `EXISTS (SELECT 1 FROM cart_line cl WHERE cl.variant_id = ${variantId})`;
}
