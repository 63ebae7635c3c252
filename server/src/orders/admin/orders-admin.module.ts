import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { CatalogModule } from '../../catalog/catalog.module';
import { OrdersModule } from '../orders.module';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';
import { OrdersAdminController } from './orders-admin.controller';
import { OrdersAdminResolver } from './orders-admin.resolver';
import { OrdersAdminService } from './orders-admin.service';
import { FulfilmentService } from './fulfilment.service';

/** The orders' admin API edge, apart from OrdersModule so that only the admin endpoint includes it. */
@Module({
  // The catalogue's stock levels for the dashboard's low-stock list.
  imports: [OrdersModule, AuditModule, CatalogModule],
  providers: [OrdersAdminService, FulfilmentService, OrdersAdminResolver, DashboardService, DashboardResolver],
  controllers: [OrdersAdminController],
})
export class OrdersAdminModule {}
