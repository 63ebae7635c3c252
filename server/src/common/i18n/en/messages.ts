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

  // The catalogue's colours (catalog/catalog.types.ts COLOURS), as sentences name them
  'colour.Green': 'Green',
  'colour.Yellow': 'Yellow',
  'colour.Violet': 'Violet',
  'colour.Red': 'Red',
  'colour.Black': 'Black',
  'colour.Orange': 'Orange',
  'colour.Pink': 'Pink',
} as const;
