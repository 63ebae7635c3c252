import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import { CartModule } from '../cart/cart.module';
import { CatalogModule } from '../catalog/catalog.module';
import { PaymentsModule } from '../payments/payments.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { LegacyOrderController } from './legacy-order.controller';
import { OrderMaintenance } from './order-maintenance';
import { OrderMails } from './order-mails';
import { OrderPaymentsService } from './order-payments.service';
import { OrderQueries } from './order-queries';
import { OrderStateMachine } from './order-state-machine';
import { OrdersResolver } from './orders.resolver';
import { OrdersService } from './orders.service';
import { PaymentCallbacksController } from './payment-callbacks.controller';
import { RefundsService } from './refunds.service';

@Module({
  imports: [AccountsModule, CartModule, CatalogModule, PromotionsModule, PaymentsModule, AuditModule],
  providers: [OrdersService, OrderStateMachine, OrderQueries, OrderPaymentsService, RefundsService, OrderMaintenance, OrderMails, OrdersResolver],
  controllers: [LegacyOrderController, PaymentCallbacksController],
  exports: [OrdersService, OrderStateMachine, OrderQueries, OrderPaymentsService, RefundsService, OrderMaintenance, OrderMails],
})
export class OrdersModule {}
