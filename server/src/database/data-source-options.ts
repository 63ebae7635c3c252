import type { DataSourceOptions } from 'typeorm';
import { Catalog1763800000000 } from './migrations/1763800000000-catalog';
import { Accounts1763800000001 } from './migrations/1763800000001-accounts';
import { Contact1763800000002 } from './migrations/1763800000002-contact';
import { Cart1763800000003 } from './migrations/1763800000003-cart';
import { Orders1763800000004 } from './migrations/1763800000004-orders';
import { PaymentSessions1763800012019 } from './migrations/1763800012019-payment-sessions';
import { StaffAndAudit1763800020000 } from './migrations/1763800020000-staff-and-audit';
import { CatalogueManagement1763800021000 } from './migrations/1763800021000-catalogue-management';
import { StockMovements1763800022000 } from './migrations/1763800022000-stock-movements';
import { ProductImages1763800023000 } from './migrations/1763800023000-product-images';
import { ShopSettings1763800024000 } from './migrations/1763800024000-shop-settings';
import { OrderNotes1763800025000 } from './migrations/1763800025000-order-notes';
import { CustomersAndMessages1763800026000 } from './migrations/1763800026000-customers-and-messages';
import { Refunds1763800027000 } from './migrations/1763800027000-refunds';
import { OrderShipments1763800028000 } from './migrations/1763800028000-order-shipments';
import { SalesByPaymentDay1763800029000 } from './migrations/1763800029000-sales-by-payment-day';
import { AccountDetailsAndAddresses1763800030000 } from './migrations/1763800030000-account-details-and-addresses';
import { MailOutbox1763800031000 } from './migrations/1763800031000-mail-outbox';
import { AccountLinks1763800032000 } from './migrations/1763800032000-account-links';
import { ProductSlugHistory1763800033000 } from './migrations/1763800033000-product-slug-history';
import { ProductSearch1763800034000 } from './migrations/1763800034000-product-search';
import { BackInStockRequests1763800035000 } from './migrations/1763800035000-back-in-stock-requests';
import { ProductReviews1763800036000 } from './migrations/1763800036000-product-reviews';
import { CatalogVersion1763800039000 } from './migrations/1763800039000-catalog-version';
import { ProductTranslations1763800040000 } from './migrations/1763800040000-product-translations';
import { ShopperLanguages1763800041000 } from './migrations/1763800041000-shopper-languages';
import { ReviewLanguage1763800042000 } from './migrations/1763800042000-review-language';
import { CategoryListingOrder1763800043000 } from './migrations/1763800043000-category-listing-order';
import { ProductSearchProjection1763800044000 } from './migrations/1763800044000-product-search-projection';

/** Every migration, listed explicitly so bundling or a moved file never loses one silently. */
export const MIGRATIONS = [
  Catalog1763800000000,
  Accounts1763800000001,
  Contact1763800000002,
  Cart1763800000003,
  Orders1763800000004,
  PaymentSessions1763800012019,
  StaffAndAudit1763800020000,
  CatalogueManagement1763800021000,
  StockMovements1763800022000,
  ProductImages1763800023000,
  ShopSettings1763800024000,
  OrderNotes1763800025000,
  CustomersAndMessages1763800026000,
  Refunds1763800027000,
  OrderShipments1763800028000,
  SalesByPaymentDay1763800029000,
  AccountDetailsAndAddresses1763800030000,
  MailOutbox1763800031000,
  AccountLinks1763800032000,
  ProductSlugHistory1763800033000,
  ProductSearch1763800034000,
  BackInStockRequests1763800035000,
  ProductReviews1763800036000,
  CatalogVersion1763800039000,
  ProductTranslations1763800040000,
  ShopperLanguages1763800041000,
  ReviewLanguage1763800042000,
  CategoryListingOrder1763800043000,
  ProductSearchProjection1763800044000,
];

export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    // No entity classes: every module reads and writes its own tables in SQL (docs/adr/006-table-ownership.md).
    entities: [],
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migration',
    synchronize: false,
    migrationsRun: false, // run by prepareDatabase under an advisory lock, before the app listens
    poolSize,
    // Without a connect timeout a request waits for ever on a database that does not answer; with it, 503.
    extra: { application_name: 'kapor', idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 },
  };
}
