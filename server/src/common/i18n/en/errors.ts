/**
 * Failures a shopper (or the storefront) can be answered, keyed by their code; a code that says several
 * things has one key per thing (`CODE.what`). The facts are ICU arguments. These English texts are the API's
 * as it always answered them (docs/SPEC.md's exact messages among them): tests assert them.
 */
export const errors = {
  // common/expected-errors.ts
  'TOO_MANY_ATTEMPTS.login': 'Too many failed logins. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'TOO_MANY_ATTEMPTS.password': 'Too many wrong passwords. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'TOO_MANY_ATTEMPTS.signup': 'Too many sign-ups from this network. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'TOO_MANY_ATTEMPTS.contact': 'Too many messages from this network. Please try again later.',
  'TOO_MANY_ATTEMPTS.notice': 'Too many back-in-stock requests from this network. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'TOO_MANY_ATTEMPTS.reset': 'Too many password reset requests from this network. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'TOO_MANY_ATTEMPTS.address': 'Too many requests for this e-mail address. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  INVALID_LINK: 'This link has expired or was already used. Please ask for a new one.',
  SERVICE_UNAVAILABLE: 'The shop is briefly unavailable. Please try again in a moment.',
  'INTERNAL_SERVER_ERROR.rest': 'Something went wrong on our side. Please try again.',
  INTERNAL_SERVER_ERROR: 'Internal server error',
  'TOO_MANY_REQUESTS.ipn': 'Too many payment notifications from this address. Please retry later.',

  // Arguments a client got wrong (BAD_USER_INPUT)
  'BAD_USER_INPUT.wholeNumber': '{name} must be a whole number from {min} to {max}.',
  'BAD_USER_INPUT.limit': 'limit must be from 1 to {max}.',
  'BAD_USER_INPUT.productIdOrSlug': 'Give a product id or slug.',
  'BAD_USER_INPUT.productId': 'productId is not a valid product id.',
  'BAD_USER_INPUT.searchTooLong': 'search must be at most {max} characters.',
  'BAD_USER_INPUT.price': '{field} is a whole number of cents from 0 to {max}.',
  'BAD_USER_INPUT.priceRange': 'minPrice is above maxPrice.',

  // Things that are not there (NOT_FOUND)
  'NOT_FOUND.product': 'No such product.',
  'NOT_FOUND.picture': 'No such picture.',
  'NOT_FOUND.photo': 'No such photo.',
  'NOT_FOUND.sitemap': 'No such sitemap.',
  'NOT_FOUND.order': 'No such order.',
  'NOT_FOUND.address': 'No such address in your address book.',

  // Input to correct (VALIDATION): the sentence above the form; each field's own is in fields.ts
  'VALIDATION.highlighted': 'Please correct the highlighted fields.',
  'VALIDATION.review': 'Please check your review.',
  'VALIDATION.allRequired': 'All Fields are required',
  'VALIDATION.loginRequired': 'Email and password field are required',
  'VALIDATION.deleteAccountPassword': 'Enter your password to delete your account.',
  'VALIDATION.idempotencyKey': 'Idempotency-Key must be 8 to 128 letters, digits, dots, colons, dashes or underscores.',
  'VALIDATION.totalChanged': 'Your order total is now {total}. Please check your order and confirm again.',
  'VALIDATION.expectedTotal': 'expectedTotal must be a whole number of minor units.',
  'VALIDATION.colourNotMade': 'This product does not come in {colour}.',
  'VALIDATION.colourNotMade.unnamed': 'This product does not come in that colour.',
  'VALIDATION.promoCodeMissing': 'Please enter a promo code.',
  'VALIDATION.productIdMissing': 'productId is required.',
  'VALIDATION.unknownColour': 'color must be one of {colours}.',
  'VALIDATION.unknownSize': 'size must be one of {sizes}.',
  'VALIDATION.noSuchProduct': 'There is no such product in the shop.',
  'VALIDATION.variantNotMade': '{product} is not made in {size}, {colour}.',
  'VALIDATION.variantInStock': '{size} in {colour} is in stock: add it to your cart.',

  // cart/cart.errors.ts
  UNKNOWN_PRODUCT: 'We could not find that product.',
  OUT_OF_STOCK:
    '{available, plural, =0 {{item} is out of stock.} other {{inCart, plural, =0 {Only {available} of {item} left.} one {Only {available} of {item} left, and {inCart} is already in your cart.} other {Only {available} of {item} left, and {inCart} are already in your cart.}}}}',
  QUANTITY_OUT_OF_RANGE: 'Quantity must be from {min} to {max}.',
  CART_LINE_NOT_FOUND: 'That item is not in your cart.',
  'INVALID_PROMO_CODE.UNKNOWN': 'Invalid promo code.',
  'INVALID_PROMO_CODE.NOT_STARTED': 'Invalid promo code: {code} is not active yet.',
  'INVALID_PROMO_CODE.EXPIRED': 'Invalid promo code: {code} has expired.',
  'INVALID_PROMO_CODE.LIMIT_REACHED': 'Invalid promo code: {code} has been fully redeemed.',
  'INVALID_PROMO_CODE.ALREADY_USED': 'Invalid promo code: you have already used {code}.',
  'INVALID_PROMO_CODE.MINIMUM_NOT_MET': 'Invalid promo code: {code} needs a subtotal of at least {minimum}.',
  'INVALID_PROMO_CODE.noLongerApplies': 'Your promo code no longer applies. Remove it to continue.',

  // orders/orders.errors.ts
  EMPTY_CART: 'Your cart is empty.',
  'INSUFFICIENT_STOCK.one': '{available, plural, =0 {{item} is sold out. Please update your cart.} other {Only {available} of {item} left. Please update your cart.}}',
  'INSUFFICIENT_STOCK.noLongerSold': '{product} is no longer sold. Please remove it from your cart.',
  'INSUFFICIENT_STOCK.many': '{count} items in your cart are no longer available in those quantities. Please update your cart.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different order.',
  ORDER_CLOSED: 'This order can no longer be paid. Please place a new order.',

  // payments/payment-gateway.ts
  PAYMENT_UNAVAILABLE: 'The payment gateway did not answer. Please try again in a moment.',
  'PAYMENT_UNAVAILABLE.opening': 'The payment page is still being opened. Please try again in a moment.',
  'PAYMENT_UNAVAILABLE.noPage': 'The payment gateway could not open a payment page. Please try again in a moment.',
  'PAYMENT_UNAVAILABLE.refundStatus': 'The payment gateway could not say how the refund stands. Please try again in a moment.',
  'PAYMENT_UNAVAILABLE.unreadable': 'The payment gateway gave an answer we could not read. Please try again in a moment.',

  // accounts/accounts.errors.ts
  EMAIL_TAKEN: 'An account with this e-mail already exists. Log in instead?',
  'EMAIL_TAKEN.meanwhile': 'Another account uses this e-mail address now, so yours cannot change to it.',
  INVALID_CREDENTIALS: 'Invalid email or password.',
  'UNAUTHENTICATED.session': 'Your session is not valid. Please log in again.',
  'UNAUTHENTICATED.login': 'Please log in to continue.',
  WRONG_PASSWORD: 'That is not your current password.',
  ORDERS_IN_PROGRESS: 'You have an order awaiting payment or delivery. You can delete your account once it is delivered or closed.',
  ADDRESS_BOOK_FULL: 'Your address book is full: it keeps {max} addresses. Remove one to add another.',

  // reviews/reviews.errors.ts
  NOT_A_PURCHASER: 'Only customers who received this product can review it.',
} as const;
