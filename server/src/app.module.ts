import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AccountsModule } from './accounts/accounts.module';
import { CustomersAdminModule } from './accounts/admin/customers-admin.module';
import { AuditModule } from './audit/audit.module';
import { CartModule } from './cart/cart.module';
import { CatalogAdminModule } from './catalog/admin/catalog-admin.module';
import { InventoryAdminModule } from './catalog/admin/inventory-admin.module';
import { CatalogModule } from './catalog/catalog.module';
import { ProductImagesAdminModule } from './catalog/admin/product-images-admin.module';
import { MessagesAdminModule } from './contact/admin/messages-admin.module';
import { ContactModule } from './contact/contact.module';
import { DirectFieldResolvers } from './common/graphql/direct-fields';
import { CommonModule } from './common/common.module';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import type { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source-options';
import { graphqlOptions } from './graphql/graphql-options';
import { GraphQLSchemas } from './graphql/schema-file';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { OrdersAdminModule } from './orders/admin/orders-admin.module';
import { OrdersModule } from './orders/orders.module';
import { PromotionsAdminModule } from './promotions/admin/promotions-admin.module';
import { ReviewsAdminModule } from './reviews/admin/reviews-admin.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SeoModule } from './seo/seo.module';
import { SandboxGatewayModule } from './dev/sandbox-gateway/sandbox-gateway.module';
import { ShopSettingsAdminModule } from './shop-settings/admin/shop-settings-admin.module';
import { ShopSettingsModule } from './shop-settings/shop-settings.module';
import { StaffModule } from './staff/staff.module';
import { WishlistModule } from './wishlist/wishlist.module';
import { loggerOptions } from './logging/logger-options';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string, logDestination?: DestinationStream): DynamicModule {
    const schemas = new GraphQLSchemas();
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config, logDestination)),
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl, config.databasePoolSize)),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [DirectFieldResolvers],
          useFactory: (directFields: DirectFieldResolvers) => graphqlOptions(config, 'shop', schemas, directFields),
        }),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [DirectFieldResolvers],
          useFactory: (directFields: DirectFieldResolvers) => graphqlOptions(config, 'admin', schemas, directFields),
        }),
        CommonModule,
        JobsModule,
        MailModule.forRoot(config),
        HealthModule,
        CatalogModule,
        AccountsModule,
        ContactModule,
        CartModule,
        WishlistModule,
        ReviewsModule,
        OrdersModule,
        ShopSettingsModule,
        SeoModule,
        // The back office (docs/DESIGN.md §11): its resolvers are @AdminResolver()s, served at /admin-api only.
        StaffModule,
        AuditModule,
        OrdersAdminModule,
        ReviewsAdminModule,
        ProductImagesAdminModule,
        CatalogAdminModule,
        InventoryAdminModule,
        PromotionsAdminModule,
        ShopSettingsAdminModule,
        CustomersAdminModule,
        MessagesAdminModule,
        // A development module, mounted only on request (docs/adr/005-dev-modules-and-their-tables.md).
        ...(config.payments.gateway === 'sandbox' ? [SandboxGatewayModule] : []),
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }, { provide: GraphQLSchemas, useValue: schemas }],
    };
  }
}
