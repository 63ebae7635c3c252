import { Field, type FieldMiddleware, Int, ObjectType } from '@nestjs/graphql';
import { formatMoney, type Money } from '../money';

/**
 * `formatted` is derived from the amount, so any plain { amount, currency } can be returned where Money is
 * expected. A field middleware rather than a resolver: graphql-js calls it directly, without the guards,
 * pipes and promise Nest wraps around each resolved field — a catalogue page formats dozens (issue 20).
 */
const formatted: FieldMiddleware = ({ source }) => formatMoney(source as Money);

@ObjectType('Money', { description: 'An amount in minor units (cents) of a currency.' })
export class MoneyModel implements Money {
  @Field(() => Int, { description: 'Minor units, e.g. 5000 for $50.00.' })
  amount: number;

  @Field(() => String, { description: 'ISO 4217 code.' })
  currency: string;

  @Field(() => String, { description: 'Ready to show, e.g. "$50.00".', middleware: [formatted] })
  formatted?: string;
}
