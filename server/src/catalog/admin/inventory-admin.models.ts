import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { PageOf } from '../../common/graphql/page.model';
import { VariantStockModel } from '../graphql/variant-stock.model';
import { STOCK_MOVEMENT_KINDS, type StockMovementKind } from '../inventory.sql';
import { ADJUSTMENT_REASONS, type AdjustmentReason } from './inventory-admin.service';
import { StockBelowReservedError } from './inventory-admin.errors';

export const StockAdjustmentReasonEnum = Object.fromEntries(ADJUSTMENT_REASONS.map((r) => [r, r])) as { [R in AdjustmentReason]: R };
registerEnumType(StockAdjustmentReasonEnum, {
  name: 'StockAdjustmentReason',
  description: 'RECEIVED: units arrived (adds). CORRECTION: a count found a difference (either way). DAMAGED: units spoilt or lost (removes).',
});

export const StockMovementKindEnum = Object.fromEntries(STOCK_MOVEMENT_KINDS.map((k) => [k, k])) as { [K in StockMovementKind]: K };
registerEnumType(StockMovementKindEnum, {
  name: 'StockMovementKind',
  description:
    'INITIAL: the stock the history starts with. RECEIVED, CORRECTION, DAMAGED: adjustments by staff. RESERVED: held for an order awaiting payment. SOLD: an order was paid, its units left. RELEASED: an unpaid order ended, its units are free again.',
});

@ObjectType('StockMovement', { description: "One change of a variant's stock, with the counts it left." })
export class StockMovementModel {
  @Field(() => ID) id: string;
  @Field(() => Date) at: Date;
  @Field(() => StockMovementKindEnum) kind: StockMovementKind;
  @Field(() => Int, { description: 'Change of units on hand (negative: fewer).' }) onHandChange: number;
  @Field(() => Int, { description: 'Change of units reserved (negative: fewer).' }) reservedChange: number;
  @Field(() => Int) onHandAfter: number;
  @Field(() => Int) reservedAfter: number;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => ID, { nullable: true, description: 'The member of staff who adjusted by hand.' }) staffId: string | null;
  @Field(() => String, { nullable: true }) staffEmail: string | null;
  @Field(() => String, { nullable: true, description: 'The order behind a reservation, sale or release.' }) tranId: string | null;
}

@ObjectType('StockMovementPage')
export class StockMovementPageModel extends PageOf(StockMovementModel) {}

export const AdjustStockResult = resultUnion('AdjustStockResult', VariantStockModel, [ValidationError, StockBelowReservedError]);
export const SetStockResult = resultUnion('SetStockResult', VariantStockModel, [ValidationError, StockBelowReservedError]);
export const SetLowStockThresholdResult = resultUnion('SetLowStockThresholdResult', VariantStockModel, [ValidationError]);
