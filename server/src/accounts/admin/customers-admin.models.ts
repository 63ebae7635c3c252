import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MoneyModel } from '../../common/graphql/money.model';
import { PageOf } from '../../common/graphql/page.model';
import type { Money } from '../../common/money';
import { OrderStatusEnum } from '../../orders/graphql/order.models';

@ObjectType('CustomerAccount', { description: "A shopper's account as the back office sees it." })
export class CustomerAccountModel {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'Set while the account is disabled: it cannot log in and its tokens are refused.' }) disabledAt: Date | null;
  @Field(() => Int, { description: 'Every order placed, paid or not.' }) ordersCount: number;
  @Field(() => MoneyModel, { description: 'The total of the orders paid for (shipped and delivered included).' }) totalSpent: Money;
}

@ObjectType('CustomerAccountPage')
export class CustomerAccountPageModel extends PageOf(CustomerAccountModel) {}

@ObjectType('CustomerOrderSummary', { description: "One of a customer's orders, as their page lists it." })
export class CustomerOrderSummaryModel {
  @Field(() => String) tranId: string;
  @Field(() => OrderStatusEnum) status: string;
  @Field(() => MoneyModel) total: Money;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('CustomerAddress', { description: 'Where one or more of a customer’s orders were delivered.' })
export class CustomerAddressModel {
  @Field(() => String) fullName: string;
  @Field(() => String) phone: string;
  @Field(() => String) address: string;
  @Field(() => String) city: string;
  @Field(() => String) state: string;
  @Field(() => String) zip: string;
  @Field(() => String) country: string;
  @Field(() => Date, { description: 'When the newest order to this address was placed.' }) lastUsedAt: Date;
}

@ObjectType('CustomerDetail', { description: "A customer's page: the account, their newest orders and whether their e-mail gets the newsletter." })
export class CustomerDetailModel extends CustomerAccountModel {
  @Field(() => [CustomerOrderSummaryModel], { description: 'Newest first, at most 100 (ordersCount counts them all).' }) orders: CustomerOrderSummaryModel[];
  @Field(() => [CustomerAddressModel], { description: 'The delivery addresses of their orders, the latest used first, at most 20.' }) addresses: CustomerAddressModel[];
  @Field(() => Boolean) newsletterSubscribed: boolean;
}
