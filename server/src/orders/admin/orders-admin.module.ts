import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { OrdersModule } from '../orders.module';
import { OrdersAdminController } from './orders-admin.controller';
import { OrdersAdminResolver } from './orders-admin.resolver';
import { OrdersAdminService } from './orders-admin.service';
import { FulfilmentService } from './fulfilment.service';

/** The orders' admin API edge, apart from OrdersModule so that only the admin endpoint includes it. */
@Module({ imports: [OrdersModule, AuditModule], providers: [OrdersAdminService, FulfilmentService, OrdersAdminResolver], controllers: [OrdersAdminController] })
export class OrdersAdminModule {}
