
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddAddressResult": [
      "AddressBookFullError",
      "SavedAddress",
      "ValidationError"
    ],
    "BackInStockNoticeResult": [
      "BackInStockNotice",
      "TooManyAttemptsError",
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
      "InvalidLinkError",
      "InvalidPromoCodeError",
      "NotAPurchaserError",
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
    ],
    "WriteReviewResult": [
      "NotAPurchaserError",
      "Review",
      "ValidationError"
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
    "BackInStockNoticeResult": [
      "BackInStockNotice",
      "TooManyAttemptsError",
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
      "InvalidLinkError",
      "InvalidPromoCodeError",
      "NotAPurchaserError",
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
    ],
    "WriteReviewResult": [
      "NotAPurchaserError",
      "Review",
      "ValidationError"
    ]
  }
};
      export default result;
    