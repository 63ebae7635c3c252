
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
      "InvalidPromoCodeError",
      "OrderClosedError",
      "OutOfStockError",
      "PaymentUnavailableError",
      "QuantityOutOfRangeError",
      "TooManyAttemptsError",
      "UnknownProductError",
      "ValidationError"
    ],
    "LoginResult": [
      "AuthPayload",
      "InvalidCredentialsError",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "NewsletterResult": [
      "NewsletterSubscription",
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
    "SignUpResult": [
      "AuthPayload",
      "EmailTakenError",
      "TooManyAttemptsError",
      "ValidationError"
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
      "InvalidPromoCodeError",
      "OrderClosedError",
      "OutOfStockError",
      "PaymentUnavailableError",
      "QuantityOutOfRangeError",
      "TooManyAttemptsError",
      "UnknownProductError",
      "ValidationError"
    ],
    "LoginResult": [
      "AuthPayload",
      "InvalidCredentialsError",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "NewsletterResult": [
      "NewsletterSubscription",
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
    "SignUpResult": [
      "AuthPayload",
      "EmailTakenError",
      "TooManyAttemptsError",
      "ValidationError"
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
    