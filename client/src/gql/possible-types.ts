
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddAddressResult": [
      "AddressBookFullError",
      "SavedAddress",
      "ValidationError"
    ],
    "CartResult": [
      "Cart",
      "CartLineNotFoundError",
      "InvalidPromoCodeError",
      "OutOfStockError",
      "QuantityOutOfRangeError",
      "UnknownProductError",
      "ValidationError"
    ],
    "ChangePasswordResult": [
      "AuthPayload",
      "TooManyAttemptsError",
      "ValidationError",
      "WrongPasswordError"
    ],
    "ContactResult": [
      "ContactReceipt",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "DeleteMyAccountResult": [
      "AccountDeleted",
      "OrdersInProgressError",
      "TooManyAttemptsError",
      "ValidationError",
      "WrongPasswordError"
    ],
    "ErrorResult": [
      "AddressBookFullError",
      "CartLineNotFoundError",
      "EmailTakenError",
      "EmptyCartError",
      "IdempotencyKeyReusedError",
      "InsufficientStockError",
      "InvalidCredentialsError",
      "InvalidPromoCodeError",
      "OrderClosedError",
      "OrdersInProgressError",
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
    "UpdateAddressResult": [
      "SavedAddress",
      "ValidationError"
    ],
    "UpdateMyDetailsResult": [
      "Customer",
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
    "AddAddressResult": [
      "AddressBookFullError",
      "SavedAddress",
      "ValidationError"
    ],
    "CartResult": [
      "Cart",
      "CartLineNotFoundError",
      "InvalidPromoCodeError",
      "OutOfStockError",
      "QuantityOutOfRangeError",
      "UnknownProductError",
      "ValidationError"
    ],
    "ChangePasswordResult": [
      "AuthPayload",
      "TooManyAttemptsError",
      "ValidationError",
      "WrongPasswordError"
    ],
    "ContactResult": [
      "ContactReceipt",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "DeleteMyAccountResult": [
      "AccountDeleted",
      "OrdersInProgressError",
      "TooManyAttemptsError",
      "ValidationError",
      "WrongPasswordError"
    ],
    "ErrorResult": [
      "AddressBookFullError",
      "CartLineNotFoundError",
      "EmailTakenError",
      "EmptyCartError",
      "IdempotencyKeyReusedError",
      "InsufficientStockError",
      "InvalidCredentialsError",
      "InvalidPromoCodeError",
      "OrderClosedError",
      "OrdersInProgressError",
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
    "UpdateAddressResult": [
      "SavedAddress",
      "ValidationError"
    ],
    "UpdateMyDetailsResult": [
      "Customer",
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
    