
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddOrderNoteResult": [
      "OrderNote",
      "ValidationError"
    ],
    "AdjustStockResult": [
      "StockBelowReservedError",
      "ValidationError",
      "VariantStock"
    ],
    "CancelOrderResult": [
      "AdminOrder",
      "OrderNotRefundableError",
      "RefundExceedsPaymentError",
      "RefundFailedError",
      "ValidationError"
    ],
    "CreateProductResult": [
      "CatalogProduct",
      "SlugTakenError",
      "ValidationError"
    ],
    "CreatePromoCodeResult": [
      "PromoCode",
      "PromoCodeTakenError",
      "ValidationError"
    ],
    "CreateStaffResult": [
      "Staff",
      "StaffEmailTakenError",
      "ValidationError"
    ],
    "DeleteProductResult": [
      "DeletedProduct",
      "ProductNotDeletableError"
    ],
    "ErrorResult": [
      "InvalidCredentialsError",
      "LastOwnerError",
      "NoPaymentHeldError",
      "OrderNotDeliverableError",
      "OrderNotRefundableError",
      "OrderNotShippableError",
      "ProductNotDeletableError",
      "PromoCodeTakenError",
      "RefundExceedsPaymentError",
      "RefundFailedError",
      "SlugTakenError",
      "StaffEmailTakenError",
      "StockBelowReservedError",
      "TooManyAttemptsError",
      "ValidationError",
      "VariantsInUseError"
    ],
    "MarkOrderDeliveredResult": [
      "AdminOrder",
      "OrderNotDeliverableError"
    ],
    "MarkOrderShippedResult": [
      "AdminOrder",
      "OrderNotShippableError",
      "ValidationError"
    ],
    "RefundOrderResult": [
      "AdminOrder",
      "OrderNotRefundableError",
      "RefundExceedsPaymentError",
      "RefundFailedError",
      "ValidationError"
    ],
    "ReviewPaymentResult": [
      "AdminOrder",
      "NoPaymentHeldError",
      "ValidationError"
    ],
    "SetLowStockThresholdResult": [
      "ValidationError",
      "VariantStock"
    ],
    "SetProductTranslationsResult": [
      "CatalogProduct",
      "ValidationError"
    ],
    "SetStockResult": [
      "StockBelowReservedError",
      "ValidationError",
      "VariantStock"
    ],
    "StaffLoginResult": [
      "InvalidCredentialsError",
      "StaffSession",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "UpdateCurrencyRateResult": [
      "Currency",
      "ValidationError"
    ],
    "UpdateProductImageResult": [
      "ProductPhoto",
      "ValidationError"
    ],
    "UpdateProductResult": [
      "CatalogProduct",
      "SlugTakenError",
      "ValidationError",
      "VariantsInUseError"
    ],
    "UpdatePromoCodeResult": [
      "PromoCode",
      "PromoCodeTakenError",
      "ValidationError"
    ],
    "UpdateShopSettingsResult": [
      "ShopSettingsAdmin",
      "ValidationError"
    ],
    "UpdateStaffResult": [
      "LastOwnerError",
      "Staff"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "AddOrderNoteResult": [
      "OrderNote",
      "ValidationError"
    ],
    "AdjustStockResult": [
      "StockBelowReservedError",
      "ValidationError",
      "VariantStock"
    ],
    "CancelOrderResult": [
      "AdminOrder",
      "OrderNotRefundableError",
      "RefundExceedsPaymentError",
      "RefundFailedError",
      "ValidationError"
    ],
    "CreateProductResult": [
      "CatalogProduct",
      "SlugTakenError",
      "ValidationError"
    ],
    "CreatePromoCodeResult": [
      "PromoCode",
      "PromoCodeTakenError",
      "ValidationError"
    ],
    "CreateStaffResult": [
      "Staff",
      "StaffEmailTakenError",
      "ValidationError"
    ],
    "DeleteProductResult": [
      "DeletedProduct",
      "ProductNotDeletableError"
    ],
    "ErrorResult": [
      "InvalidCredentialsError",
      "LastOwnerError",
      "NoPaymentHeldError",
      "OrderNotDeliverableError",
      "OrderNotRefundableError",
      "OrderNotShippableError",
      "ProductNotDeletableError",
      "PromoCodeTakenError",
      "RefundExceedsPaymentError",
      "RefundFailedError",
      "SlugTakenError",
      "StaffEmailTakenError",
      "StockBelowReservedError",
      "TooManyAttemptsError",
      "ValidationError",
      "VariantsInUseError"
    ],
    "MarkOrderDeliveredResult": [
      "AdminOrder",
      "OrderNotDeliverableError"
    ],
    "MarkOrderShippedResult": [
      "AdminOrder",
      "OrderNotShippableError",
      "ValidationError"
    ],
    "RefundOrderResult": [
      "AdminOrder",
      "OrderNotRefundableError",
      "RefundExceedsPaymentError",
      "RefundFailedError",
      "ValidationError"
    ],
    "ReviewPaymentResult": [
      "AdminOrder",
      "NoPaymentHeldError",
      "ValidationError"
    ],
    "SetLowStockThresholdResult": [
      "ValidationError",
      "VariantStock"
    ],
    "SetProductTranslationsResult": [
      "CatalogProduct",
      "ValidationError"
    ],
    "SetStockResult": [
      "StockBelowReservedError",
      "ValidationError",
      "VariantStock"
    ],
    "StaffLoginResult": [
      "InvalidCredentialsError",
      "StaffSession",
      "TooManyAttemptsError",
      "ValidationError"
    ],
    "UpdateCurrencyRateResult": [
      "Currency",
      "ValidationError"
    ],
    "UpdateProductImageResult": [
      "ProductPhoto",
      "ValidationError"
    ],
    "UpdateProductResult": [
      "CatalogProduct",
      "SlugTakenError",
      "ValidationError",
      "VariantsInUseError"
    ],
    "UpdatePromoCodeResult": [
      "PromoCode",
      "PromoCodeTakenError",
      "ValidationError"
    ],
    "UpdateShopSettingsResult": [
      "ShopSettingsAdmin",
      "ValidationError"
    ],
    "UpdateStaffResult": [
      "LastOwnerError",
      "Staff"
    ]
  }
};
      export default result;
    