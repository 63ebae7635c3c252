import { Field, Int, ObjectType } from '@nestjs/graphql';
import { formatMoney, type Money } from '../money';
import type { DirectResolver } from './direct-fields';

/**
 * `formatted` is derived from the amount, so any plain { amount, currency } can be returned where Money is
 * expected. graphql-js calls this directly (direct-fields.ts; CommonModule adds it): a catalogue page
 * formats dozens.
 */
export const MONEY_DIRECT_FIELDS: Record<string, DirectResolver> = { formatted: (money: Money) => formatMoney(money) };

@ObjectType('Money', { description: 'An amount in minor units (cents) of a currency.' })
export class MoneyModel implements Money {
  @Field(() => Int, { description: 'Minor units, e.g. 5000 for $50.00.' })
  amount: number;

  @Field(() => String, { description: 'ISO 4217 code.' })
  currency: string;

  @Field(() => String, { description: 'Ready to show, e.g. "$50.00".' })
  formatted?: string;
}
