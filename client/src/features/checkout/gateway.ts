/**
 * Leaves the shop for the payment gateway's page, keeping the transaction id in the browser as the
 * original storefront did (localStorage 'tran_id'). Its own module so tests can stand in for the
 * navigation.
 */
export function goToPaymentPage(tranId: string, url: string): void {
  try {
    localStorage.setItem('tran_id', tranId);
  } catch {
    // Not remembered; the gateway still sends the shopper back to /payment/…/:tranId.
  }
  window.location.assign(url);
}
