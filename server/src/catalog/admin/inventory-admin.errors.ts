import { Field, Int } from '@nestjs/graphql';
import { UnprocessableError } from '../../common/errors';
import { ErrorResult } from '../../common/graphql/error-result';
import { backOffice, backOfficeFields } from '../../common/i18n/catalogue';

/** Expected failures of stock adjustments (docs/adr/007-one-declaration-per-failure.md). */

/**
 * On hand may not fall below what orders awaiting payment hold (nor below 0): those units are promised.
 * Nothing was changed.
 */
@ErrorResult()
export class StockBelowReservedError extends UnprocessableError {
  @Field(() => Int, { description: 'Units on hand now.' })
  readonly onHand: number;

  @Field(() => Int, { description: 'Units held for orders awaiting payment: on hand cannot go below this.' })
  readonly reserved: number;

  constructor(onHand: number, reserved: number, field: 'change' | 'onHand') {
    super(
      backOffice(
        reserved > 0
          ? `Only ${onHand - reserved} of the ${onHand} units on hand are free: ${reserved} are held for orders awaiting payment. On hand cannot go below ${reserved}.`
          : `There are only ${onHand} units on hand. Stock cannot go below 0.`,
      ),
      { code: 'STOCK_BELOW_RESERVED', fields: backOfficeFields({ [field]: `On hand cannot go below ${reserved}.` }), details: { onHand, reserved } },
    );
    this.onHand = onHand;
    this.reserved = reserved;
  }
}
