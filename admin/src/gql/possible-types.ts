
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
      "OrderNotDeliverableError",
      "OrderNotShippableError",
      "ProductNotDeletableError",
      "PromoCodeTakenError",
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
    "SetLowStockThresholdResult": [
      "ValidationError",
      "VariantStock"
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
      "OrderNotDeliverableError",
      "OrderNotShippableError",
      "ProductNotDeletableError",
      "PromoCodeTakenError",
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
    "SetLowStockThresholdResult": [
      "ValidationError",
      "VariantStock"
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
    