import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders.module';
import { OrdersAdminResolver } from './orders-admin.resolver';

/** The orders' admin API edge, apart from OrdersModule so that only the admin endpoint includes it. */
@Module({ imports: [OrdersModule], providers: [OrdersAdminResolver] })
export class OrdersAdminModule {}
