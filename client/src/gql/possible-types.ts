
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CartResult": [
      "Cart",
      "CartLineNotFoundError",
      "InvalidPromoCodeError",
      "OutOfStockError",
      "QuantityOutOfRangeError",
      "UnknownProductError",
      "ValidationError"
    ],
    "ConfirmEmailChangeResult": [
      "EmailChanged",
      "EmailTakenError",
      "InvalidLinkError"
    ],
    "ConfirmNewsletterResult": [
      "InvalidLinkError",
      "NewsletterSubscription"
    ],
    "ConfirmSignUpResult": [
      "AuthPayload",
      "EmailTakenError",
      "InvalidLinkError"
    ],
    "ContactResult": [
      "ContactReceipt",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "ErrorResult": [
      "CartLineNotFoundError",
      "EmailTakenError",
      "EmptyCartError",
      "IdempotencyKeyReusedError",
      "InsufficientStockError",
      "InvalidCredentialsError",
      "InvalidLinkError",
      "InvalidPromoCodeError",
      "OrderClosedError",
      "OutOfStockError",
      "PaymentUnavailableError",
      "QuantityOutOfRangeError",
      "TooManyAttemptsError",
      "UnknownProductError",
      "ValidationError",
      "WrongPasswordError"
    ],
    "LoginResult": [
      "AuthPayload",
      "InvalidCredentialsError",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "NewsletterResult": [
      "LinkMailed",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "PlaceOrderResult": [
      "EmptyCartError",
      "IdempotencyKeyReusedError",
      "InsufficientStockError",
      "InvalidPromoCodeError",
      "OrderClosedError",
      "PaymentSession",
      "PaymentUnavailableError",
      "ValidationError"
    ],
    "RequestEmailChangeResult": [
      "LinkMailed",
      "TooManyAttemptsError",
      "ValidationError",
      "WrongPasswordError"
    ],
    "RequestPasswordResetResult": [
      "LinkMailed",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "ResetPasswordResult": [
      "InvalidLinkError",
      "PasswordReset",
      "ValidationError"
    ],
    "SignUpResult": [
      "LinkMailed",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "UnsubscribeNewsletterResult": [
      "InvalidLinkError",
      "NewsletterUnsubscribed"
    ],
    "WishlistMoveResult": [
      "OutOfStockError",
      "QuantityOutOfRangeError",
      "UnknownProductError",
      "ValidationError",
      "WishlistMove"
    ],
    "WishlistResult": [
      "UnknownProductError",
      "Wishlist"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "CartResult": [
      "Cart",
      "CartLineNotFoundError",
      "InvalidPromoCodeError",
      "OutOfStockError",
      "QuantityOutOfRangeError",
      "UnknownProductError",
      "ValidationError"
    ],
    "ConfirmEmailChangeResult": [
      "EmailChanged",
      "EmailTakenError",
      "InvalidLinkError"
    ],
    "ConfirmNewsletterResult": [
      "InvalidLinkError",
      "NewsletterSubscription"
    ],
    "ConfirmSignUpResult": [
      "AuthPayload",
      "EmailTakenError",
      "InvalidLinkError"
    ],
    "ContactResult": [
      "ContactReceipt",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "ErrorResult": [
      "CartLineNotFoundError",
      "EmailTakenError",
      "EmptyCartError",
      "IdempotencyKeyReusedError",
      "InsufficientStockError",
      "InvalidCredentialsError",
      "InvalidLinkError",
      "InvalidPromoCodeError",
      "OrderClosedError",
      "OutOfStockError",
      "PaymentUnavailableError",
      "QuantityOutOfRangeError",
      "TooManyAttemptsError",
      "UnknownProductError",
      "ValidationError",
      "WrongPasswordError"
    ],
    "LoginResult": [
      "AuthPayload",
      "InvalidCredentialsError",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "NewsletterResult": [
      "LinkMailed",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "PlaceOrderResult": [
      "EmptyCartError",
      "IdempotencyKeyReusedError",
      "InsufficientStockError",
      "InvalidPromoCodeError",
      "OrderClosedError",
      "PaymentSession",
      "PaymentUnavailableError",
      "ValidationError"
    ],
    "RequestEmailChangeResult": [
      "LinkMailed",
      "TooManyAttemptsError",
      "ValidationError",
      "WrongPasswordError"
    ],
    "RequestPasswordResetResult": [
      "LinkMailed",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "ResetPasswordResult": [
      "InvalidLinkError",
      "PasswordReset",
      "ValidationError"
    ],
    "SignUpResult": [
      "LinkMailed",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "UnsubscribeNewsletterResult": [
      "InvalidLinkError",
      "NewsletterUnsubscribed"
    ],
    "WishlistMoveResult": [
      "OutOfStockError",
      "QuantityOutOfRangeError",
      "UnknownProductError",
      "ValidationError",
      "WishlistMove"
    ],
    "WishlistResult": [
      "UnknownProductError",
      "Wishlist"
    ]
  }
};
      export default result;
    