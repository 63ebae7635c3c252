/** What the server tells a shopper when a request succeeds, and the names of things it shows (colours). */
export const messages = {
  'linkMailed.signUp': 'Almost there: check your inbox at {email} and follow the link we sent to finish signing up.',
  'linkMailed.passwordReset': 'If {email} belongs to an account, we have sent it a link to choose a new password. The link works for {minutes} minutes.',
  'linkMailed.emailChange': 'We have sent a link to {email}. Your e-mail address changes when you follow it.',
  'linkMailed.newsletter': 'Almost there: unless {email} is subscribed already, we have sent it a link to confirm your subscription.',
  'backInStock.requested': 'We will e-mail {email} once when {size} in {colour} is back in stock.',
  'cart.colourReplaced': 'This product does not come in {requested}: added {colour} instead.',
  'promo.applied': 'Promo applied: {percent}% off',
  'promo.cartUnknown': 'Log in and fill your cart to use {code}: whether it applies depends on your cart.',
  'promo.notApplied.UNKNOWN': 'Code {code} not applied: it is no longer available.',
  'promo.notApplied.NOT_STARTED': 'Code {code} not applied: it is not active yet.',
  'promo.notApplied.EXPIRED': 'Code {code} not applied: it has expired.',
  'promo.notApplied.LIMIT_REACHED': 'Code {code} not applied: it has been fully redeemed.',
  'promo.notApplied.ALREADY_USED': 'Code {code} not applied: you have already used it.',
  'promo.notApplied.MINIMUM_NOT_MET': 'Code {code} not applied: it needs a subtotal of at least {minimum}.',

  'item.variant': '{product} ({size}, {colour})',

  // A discount's name (promotions/promotion-rules.ts chooseDiscount writes the English)
  'discount.code': 'Promo {code} ({percent}% off)',
  'discount.store': 'Store promotion ({percent}% off)',

  // An order's timeline as its shopper reads it (orders/order-status.ts), by status and by event
  'timeline.PENDING_PAYMENT': 'Order placed; awaiting payment.',
  'timeline.PAID': 'Payment received.',
  'timeline.PAYMENT_FAILED': 'The payment did not go through.',
  'timeline.CANCELLED': 'Cancelled before payment; nothing was charged.',
  'timeline.EXPIRED': 'Not paid in time; the order was closed and nothing was charged.',
  'timeline.SHIPPED': 'Handed to the courier.',
  'timeline.DELIVERED': 'Delivered.',
  'timeline.REFUNDED': 'Refunded in full; the order is closed.',
  'timeline.event.PAYMENT_HELD': 'Payment received; we are reviewing it before confirming your order.',
  'timeline.event.REFUND': 'Part of your payment was refunded to the card or account you paid with.',
  'timeline.event.UNWANTED_PAYMENT_REFUND': 'We received a payment this order could not take, and are refunding all of it to the card or account it came from.',
  'timeline.updated': 'Your order was updated.',

  // The catalogue's colours (catalog/catalog.types.ts COLOURS), as sentences name them
  'colour.Green': 'Green',
  'colour.Yellow': 'Yellow',
  'colour.Violet': 'Violet',
  'colour.Red': 'Red',
  'colour.Black': 'Black',
  'colour.Orange': 'Orange',
  'colour.Pink': 'Pink',
} as const;
