import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { PageOf } from '../../common/graphql/page.model';
import type { Colour, Size } from '../catalog.types';
import { ColourEnum, SizeEnum } from '../graphql/catalog.enums';
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

@ObjectType('VariantStock', { description: 'One size and colour of a product, and its stock.' })
export class VariantStockModel {
  @Field(() => ID) variantId: string;
  @Field(() => ID) productId: string;
  @Field(() => String) productName: string;
  @Field(() => String) sku: string;
  @Field(() => SizeEnum) size: Size;
  @Field(() => ColourEnum) colour: Colour;
  @Field(() => Int, { description: 'Units in the warehouse.' }) onHand: number;
  @Field(() => Int, { description: 'Units held for orders awaiting payment.' }) reserved: number;
  @Field(() => Int, { description: 'Units shoppers can still buy: on hand less reserved.' }) available: number;
  @Field(() => Int, { description: "Available at or below this is low stock: the variant's own threshold, else the shop's default (LOW_STOCK_THRESHOLD)." })
  lowStockThreshold: number;
  @Field(() => Boolean, { description: "True when the variant has no threshold of its own and follows the shop's default." }) usesDefaultThreshold: boolean;
  @Field(() => Boolean) lowStock: boolean;
}

@ObjectType('VariantStockPage')
export class VariantStockPageModel extends PageOf(VariantStockModel) {}

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
