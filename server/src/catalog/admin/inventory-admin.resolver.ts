import { Args, ID, Int, Mutation, Query } from '@nestjs/graphql';
import { resultOf } from '../../common/graphql/error-result';
import { toPageRequest } from '../../common/pagination';
import { AdminResolver } from '../../graphql/api-membership';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { VariantStockModel, VariantStockPageModel } from '../graphql/variant-stock.model';
import { AdjustStockResult, SetLowStockThresholdResult, SetStockResult, StockAdjustmentReasonEnum, StockMovementPageModel } from './inventory-admin.models';
import { InventoryAdminService, type AdjustmentReason } from './inventory-admin.service';

/** Admin API: stock adjustments, the movement history and low stock. */
@AdminResolver()
export class InventoryAdminResolver {
  constructor(private readonly inventory: InventoryAdminService) {}

  @Mutation(() => AdjustStockResult, { description: 'Adds (positive change) or removes (negative) units on hand; never below the units reserved for unpaid orders.' })
  adjustStock(
    @CurrentStaff() actor: StaffActor,
    @Args('variantId', { type: () => ID }) variantId: string,
    @Args('change', { type: () => Int }) change: number,
    @Args('reason', { type: () => StockAdjustmentReasonEnum }) reason: AdjustmentReason,
    @Args('note', { type: () => String, nullable: true }) note: string | null,
  ) {
    return resultOf(AdjustStockResult, () => this.inventory.adjust(actor, variantId, change, reason, note));
  }

  @Mutation(() => SetStockResult, { description: 'Sets units on hand to a count (a stocktake); the history records the difference.' })
  setStock(
    @CurrentStaff() actor: StaffActor,
    @Args('variantId', { type: () => ID }) variantId: string,
    @Args('onHand', { type: () => Int }) onHand: number,
    @Args('reason', { type: () => StockAdjustmentReasonEnum, defaultValue: 'CORRECTION' }) reason: AdjustmentReason,
    @Args('note', { type: () => String, nullable: true }) note: string | null,
  ) {
    return resultOf(SetStockResult, () => this.inventory.set(actor, variantId, onHand, reason, note));
  }

  @Mutation(() => SetLowStockThresholdResult, { description: "A variant's own low-stock threshold; null returns it to the shop's default." })
  setLowStockThreshold(
    @CurrentStaff() actor: StaffActor,
    @Args('variantId', { type: () => ID }) variantId: string,
    @Args('threshold', { type: () => Int, nullable: true }) threshold: number | null,
  ) {
    return resultOf(SetLowStockThresholdResult, () => this.inventory.setLowStockThreshold(actor, variantId, threshold ?? null));
  }

  @Query(() => VariantStockModel, { nullable: true, description: "One size and colour of a product with its stock and low-stock threshold; null when there is none." })
  variantStock(@CurrentStaff() actor: StaffActor, @Args('variantId', { type: () => ID }) variantId: string) {
    return this.inventory.variant(actor, variantId);
  }

  @Query(() => StockMovementPageModel, { description: "A variant's stock movements, newest first, the shop's own reservations, sales and releases included." })
  stockMovements(
    @CurrentStaff() actor: StaffActor,
    @Args('variantId', { type: () => ID }) variantId: string,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 50 }) pageSize: number,
  ) {
    return this.inventory.movements(actor, variantId, toPageRequest(page, pageSize));
  }

  @Query(() => VariantStockPageModel, { description: 'Variants with as many units available as their low-stock threshold or fewer, the emptiest first.' })
  lowStock(
    @CurrentStaff() actor: StaffActor,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 50 }) pageSize: number,
  ) {
    return this.inventory.lowStock(actor, toPageRequest(page, pageSize));
  }
}
