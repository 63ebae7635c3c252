import { Field, Int, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { formatMoney, type Money } from '../money';

@ObjectType('Money', { description: 'An amount in minor units (cents) of a currency.' })
export class MoneyModel implements Money {
  @Field(() => Int, { description: 'Minor units, e.g. 5000 for $50.00.' })
  amount: number;

  @Field(() => String, { description: 'ISO 4217 code.' })
  currency: string;
}

/** `formatted` is derived, so any plain { amount, currency } can be returned where Money is expected. */
@Resolver(() => MoneyModel)
export class MoneyResolver {
  @ResolveField(() => String, { description: 'Ready to show, e.g. "$50.00".' })
  formatted(@Parent() value: Money): string {
    return formatMoney(value);
  }
}
