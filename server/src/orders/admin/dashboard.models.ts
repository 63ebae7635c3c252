import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { VariantStockPageModel } from '../../catalog/graphql/variant-stock.model';
import { MoneyModel } from '../../common/graphql/money.model';
import type { Money } from '../../common/money';
import type { Page } from '../../common/pagination';
import type { VariantStock } from '../../catalog/stock-levels';
import { OrderStatusEnum } from '../graphql/order.models';
import type { OrderStatus } from '../order-status';
import { DASHBOARD_PERIODS, type DashboardPeriod } from './dashboard.service';
import { AdminOrderSummaryModel } from './orders-admin.models';

export const DashboardPeriodEnum = Object.fromEntries(Object.keys(DASHBOARD_PERIODS).map((p) => [p, p])) as { [P in DashboardPeriod]: P };
registerEnumType(DashboardPeriodEnum, { name: 'DashboardPeriod', description: 'TODAY: the shop’s day so far. LAST_7_DAYS, LAST_30_DAYS: today and the days before it.' });

const REVENUE = 'One amount per currency (the shop’s base currency always, others when paid in the last 60 days), never added across currencies: the totals of the orders paid less what was refunded.';

@ObjectType('SalesFigures', { description: 'Orders paid over whole days of the shop’s time zone (by when the payment was accepted), and what the shop kept of them.' })
export class SalesFiguresModel {
  @Field(() => String, { description: 'The first day, YYYY-MM-DD.' }) from: string;
  @Field(() => String, { description: 'The last day, YYYY-MM-DD, included.' }) to: string;
  @Field(() => [MoneyModel], { description: REVENUE }) revenue: Money[];
  @Field(() => Int, { description: 'Orders paid in these days whose payment the shop keeps, in whole or part (fully refunded ones are not counted).' }) paidOrders: number;
}

@ObjectType('PeriodSales', { description: 'A period’s sales and those of the same number of days just before it.' })
export class PeriodSalesModel {
  @Field(() => DashboardPeriodEnum) period: DashboardPeriod;
  @Field(() => Int) days: number;
  @Field(() => SalesFiguresModel) current: SalesFiguresModel;
  @Field(() => SalesFiguresModel) previous: SalesFiguresModel;
}

@ObjectType('DailySales', { description: 'One day of the shop’s time zone.' })
export class DailySalesModel {
  @Field(() => String, { description: 'YYYY-MM-DD.' }) date: string;
  @Field(() => [MoneyModel], { description: REVENUE }) revenue: Money[];
  @Field(() => Int) paidOrders: number;
}

@ObjectType('OrderStatusCount')
export class OrderStatusCountModel {
  @Field(() => OrderStatusEnum) status: OrderStatus;
  @Field(() => Int) count: number;
}

@ObjectType('AdminDashboard', { description: 'How the shop is doing: sales, orders and stock.' })
export class AdminDashboardModel {
  @Field(() => String, { description: 'The IANA time zone whose days the figures count (SHOP_TIMEZONE).' }) timeZone: string;
  @Field(() => String, { description: 'Today in that time zone, YYYY-MM-DD.' }) today: string;
  @Field(() => [PeriodSalesModel], { description: 'Today, the last 7 days and the last 30 days.' }) periods: PeriodSalesModel[];
  @Field(() => [DailySalesModel], { description: 'The last 30 days, oldest first, every day present (zeros included).' }) dailySales: DailySalesModel[];
  @Field(() => [OrderStatusCountModel], { description: 'Every status and how many orders are in it now, of all time.' }) ordersByStatus: OrderStatusCountModel[];
  @Field(() => VariantStockPageModel, { nullable: true, description: 'The first page of the low-stock list, emptiest first; null for staff without the STOCK permission.' })
  lowStock: Page<VariantStock> | null;
  @Field(() => [AdminOrderSummaryModel], { description: 'The newest orders, whatever their status.' }) newestOrders: AdminOrderSummaryModel[];
}
