/** The shop's e-mails (mail/templates/), by template and part. */
export const mail = {
  // Every mail (mail/templates/layout.ts, order-mail.ts)
  'mail.footer.default': 'You receive this e-mail because of your account or an order at Kapor.',
  'mail.greeting': 'Hello {name},',
  'mail.seeOrder': 'See your order',
  'mail.askUs': 'Questions? Contact us and quote order {tranId}.',
  'mail.refundTiming': 'Refunds usually reach your card or account within a few working days, depending on your bank.',
  'mail.visitShop': 'Visit the shop',

  // order-paid
  'mail.orderPaid.subject': 'Your Kapor order {tranId} is confirmed',
  'mail.orderPaid.preview': 'Payment received for order {tranId}: {total}.',
  'mail.orderPaid.heading': 'Thank you — your order is confirmed',
  'mail.orderPaid.intro': 'Hello {name}, we received your payment for order {tranId}. We are packing it now.',
  'mail.orderPaid.received': 'We received your payment for order {tranId}. We are packing it now.',
  'mail.orderPaid.line': '{product} ({size}, {colour}) × {quantity}',
  'mail.orderPaid.subtotal': 'Subtotal',
  'mail.orderPaid.shipping': 'Shipping',
  'mail.orderPaid.freeShipping': 'Free',
  'mail.orderPaid.total': 'Total',
  'mail.orderPaid.discount': 'Discount',
  'mail.orderPaid.delivery': 'Delivery to {fullName}, {address}, {city}, {state} {zip}, {country} ({phone}), from {date}.',

  // payment-failed
  'mail.paymentFailed.subject': 'Your payment for Kapor order {tranId} did not go through',
  'mail.paymentFailed.preview': 'Nothing was charged for order {tranId}. You can try again.',
  'mail.paymentFailed.heading': 'Your payment did not go through',
  'mail.paymentFailed.body': 'Your payment of {total} for order {tranId} did not go through, and you have not been charged.',
  'mail.paymentFailed.cartSaved': 'Your cart is saved. You can try again with the same delivery details, or with another card or account.',
  'mail.paymentFailed.tryAgain': 'Try again',

  // order-shipped
  'mail.orderShipped.subject': 'Your Kapor order {tranId} is on its way',
  'mail.orderShipped.preview': '{carrier} is bringing order {tranId}, tracking number {trackingNumber}.',
  'mail.orderShipped.heading': 'Your order is on its way',
  'mail.orderShipped.handedOver': 'We handed order {tranId} to {carrier}.',
  'mail.orderShipped.carrier': 'Carrier',
  'mail.orderShipped.trackingNumber': 'Tracking number',
  'mail.orderShipped.track': 'Track your parcel',
  'mail.orderShipped.giveNumber': 'Give {carrier} the tracking number to follow your parcel.',

  // order-delivered
  'mail.orderDelivered.subject': 'Your Kapor order {tranId} was delivered',
  'mail.orderDelivered.preview': 'Order {tranId} was delivered. We hope you enjoy it.',
  'mail.orderDelivered.heading': 'Your order was delivered',
  'mail.orderDelivered.body': 'Order {tranId} was delivered. We hope you enjoy it.',
  'mail.orderDelivered.anything': 'If anything is missing or not right, let us know.',

  // order-refunded
  'mail.orderRefunded.subject.full': 'Your Kapor order {tranId} was refunded',
  'mail.orderRefunded.subject.part': 'A refund for your Kapor order {tranId}',
  'mail.orderRefunded.preview': 'We refunded {amount} of order {tranId}.',
  'mail.orderRefunded.heading.full': 'Your order was refunded',
  'mail.orderRefunded.heading.part': 'We refunded part of your order',
  'mail.orderRefunded.body': 'We refunded {amount} of order {tranId} to the card or account you paid with.',
  'mail.orderRefunded.what': 'What was refunded:',
  'mail.orderRefunded.item': '{quantity} × {product} ({size}, {colour})',
  'mail.orderRefunded.amountOnly': 'This refund is an amount of what you paid rather than particular items.',
  'mail.orderRefunded.closed': 'Everything you paid for this order has now been refunded, and the order is closed.',

  // payment-refunded
  'mail.paymentRefunded.subject': 'We refunded a payment for Kapor order {tranId}',
  'mail.paymentRefunded.preview': 'We refunded {amount} that order {tranId} could not take.',
  'mail.paymentRefunded.heading': 'We refunded a payment',
  'mail.paymentRefunded.body': 'We received a payment of {amount} for order {tranId} that this order could not take, and refunded all of it to the card or account it came from.',
  'mail.paymentRefunded.reason.LATE_PAYMENT': 'It arrived after the order had closed, so nothing was bought with it.',
  'mail.paymentRefunded.reason.EXTRA_PAYMENT': 'The order had already been paid: this was a second payment for it.',
  'mail.paymentRefunded.reason.AMOUNT_MISMATCH': 'It was not for the amount of the order.',
  'mail.paymentRefunded.reason.NOT_CONFIRMED': 'We could not confirm the payment, so the order was closed without it.',

  // order-cancelled
  'mail.orderCancelled.subject': 'Your Kapor order {tranId} was cancelled',
  'mail.orderCancelled.preview': 'Order {tranId} was cancelled before payment; nothing was charged.',
  'mail.orderCancelled.heading': 'Your order was cancelled',
  'mail.orderCancelled.body': 'We cancelled order {tranId} before it was paid, so nothing was charged.',
  'mail.orderCancelled.orderAgain': 'If you still want these items, you are welcome to order them again.',

  // sign-up-confirm
  'mail.signUpConfirm.subject': 'Confirm your e-mail address to open your Kapor account',
  'mail.signUpConfirm.preview': 'One click and your Kapor account is ready.',
  'mail.signUpConfirm.heading': 'Welcome to Kapor',
  'mail.signUpConfirm.body': 'Confirm that this address is yours and your account opens, logged in.',
  'mail.signUpConfirm.button': 'Confirm and open my account',
  'mail.signUpConfirm.expiry': 'The link works once, within {hours} hours. If you did not sign up at Kapor, ignore this e-mail: no account is opened.',

  // account-exists
  'mail.accountExists.subject': 'Someone tried to sign up at Kapor with your e-mail address',
  'mail.accountExists.preview': 'You already have a Kapor account: nothing was changed.',
  'mail.accountExists.heading': 'You already have an account',
  'mail.accountExists.body': 'Someone, perhaps you, tried to create a Kapor account with this e-mail address. You already have one, so nothing was changed.',
  'mail.accountExists.logIn': 'Log in',
  'mail.accountExists.forgot': 'Forgot your password? Choose a new one: {resetUrl}',
  'mail.accountExists.notYou': 'If it was not you, ignore this e-mail: your account is safe.',

  // password-reset
  'mail.passwordReset.subject': 'Reset your Kapor password',
  'mail.passwordReset.preview': 'Choose a new password within {minutes} minutes.',
  'mail.passwordReset.heading': 'Choose a new password',
  'mail.passwordReset.body': 'We received a request to reset the password of your Kapor account.',
  'mail.passwordReset.button': 'Choose a new password',
  'mail.passwordReset.expiry': 'The link works once, within {minutes} minutes. A new password logs you out everywhere.',
  'mail.passwordReset.notYou': 'If you did not ask for this, ignore this e-mail: your password stays as it is.',

  // email-change
  'mail.emailChange.subject': 'Confirm your new e-mail address at Kapor',
  'mail.emailChange.preview': 'Confirm {newEmail} for your Kapor account.',
  'mail.emailChange.heading': 'Confirm your new address',
  'mail.emailChange.body': 'Confirm that your Kapor account should use {newEmail} from now on.',
  'mail.emailChange.button': 'Confirm this address',
  'mail.emailChange.expiry': 'The link works once, within {hours} hours. If you did not ask for this, ignore this e-mail: nothing changes.',

  // email-change-notice
  'mail.emailChangeNotice.subject': 'Your Kapor e-mail address is about to change',
  'mail.emailChangeNotice.preview': 'A change of your e-mail address to {newEmail} was requested.',
  'mail.emailChangeNotice.heading': 'A change of your e-mail address',
  'mail.emailChangeNotice.body': 'Someone logged in to your Kapor account asked to change its e-mail address to {newEmail}. It changes once that address is confirmed.',
  'mail.emailChangeNotice.notYou': 'If this was not you, reset your password now: that cancels the change and logs everyone out.',
  'mail.emailChangeNotice.button': 'Reset my password',
  'mail.emailChangeNotice.wasYou': 'If it was you, there is nothing to do here.',

  // newsletter-confirm
  'mail.newsletterConfirm.subject': 'Confirm your subscription to the Kapor letter',
  'mail.newsletterConfirm.preview': 'One click to receive the Kapor letter.',
  'mail.newsletterConfirm.heading': 'Confirm your subscription',
  'mail.newsletterConfirm.body': 'Someone, perhaps you, entered this address in the newsletter box at Kapor.',
  'mail.newsletterConfirm.button': 'Yes, subscribe me',
  'mail.newsletterConfirm.expiry': 'The link works within {days} days. If you did not ask for the letter, ignore this e-mail: you will not be subscribed.',
  'mail.newsletterConfirm.footer': 'You receive this e-mail because this address was entered in the newsletter box at Kapor.',

  // newsletter-welcome
  'mail.newsletterWelcome.subject': 'Welcome to the Kapor letter',
  'mail.newsletterWelcome.preview': 'New collections before anyone else, about twice a month.',
  'mail.newsletterWelcome.heading': 'You are subscribed',
  'mail.newsletterWelcome.body': 'Thank you for confirming. New collections before anyone else, members-only offers and the odd styling note will come about twice a month, never more.',
  'mail.newsletterWelcome.footer': 'You receive this e-mail because you subscribed to the Kapor letter.',
  'mail.newsletterWelcome.unsubscribe': 'Unsubscribe',

  // back-in-stock
  'mail.backInStock.subject': 'Back in stock: {product} in {size}, {colour}',
  'mail.backInStock.preview': 'The size you asked about is back at Kapor.',
  'mail.backInStock.heading': 'It is back in stock',
  'mail.backInStock.body': '{product} in size {size}, {colour}, is back in stock. Sizes sell out again quickly, so do not wait too long.',
  'mail.backInStock.button': 'See it in the shop',
  'mail.backInStock.once': 'This is the only e-mail you will get about it: we do not keep your address for anything else.',
  'mail.backInStock.footer': 'You receive this e-mail because this address asked Kapor to say when this size was back in stock.',
} as const;
