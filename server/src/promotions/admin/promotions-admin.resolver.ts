import { Args, ID, Int, Mutation, Query } from '@nestjs/graphql';
import { resultOf } from '../../common/graphql/error-result';
import { toPageRequest } from '../../common/pagination';
import { AdminResolver } from '../../graphql/api-membership';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { CreatePromoCodeResult, PromoCodeInput, PromoCodeModel, PromoCodePageModel, PromoCodeStatusEnum, PromoCodeUsePageModel, UpdatePromoCodeResult } from '../graphql/promo-code.models';
import { PromoCodesAdminService, type PromoCodeStatus } from './promo-codes-admin.service';

/** Admin API: promo codes and their use. */
@AdminResolver()
export class PromotionsAdminResolver {
  constructor(private readonly codes: PromoCodesAdminService) {}

  @Query(() => PromoCodePageModel, { description: 'Newest first; search matches part of the code.' })
  promoCodes(
    @CurrentStaff() actor: StaffActor,
    @Args('search', { type: () => String, nullable: true }) search: string | undefined,
    @Args('status', { type: () => PromoCodeStatusEnum, nullable: true }) status: PromoCodeStatus | undefined,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 20 }) pageSize: number,
  ) {
    return this.codes.list(actor, { search, status }, toPageRequest(page, pageSize));
  }

  @Query(() => PromoCodeUsePageModel, { description: 'The orders that redeemed a code or hold it now, newest first.' })
  promoCodeRedemptions(
    @CurrentStaff() actor: StaffActor,
    @Args('codeId', { type: () => ID }) codeId: string,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 20 }) pageSize: number,
  ) {
    return this.codes.uses(actor, codeId, toPageRequest(page, pageSize));
  }

  @Mutation(() => CreatePromoCodeResult)
  createPromoCode(@CurrentStaff() actor: StaffActor, @Args('input') input: PromoCodeInput) {
    return resultOf(CreatePromoCodeResult, () => this.codes.create(actor, input));
  }

  @Mutation(() => UpdatePromoCodeResult, { description: 'Replaces the terms; the usage limit cannot go below the uses made or held.' })
  updatePromoCode(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string, @Args('input') input: PromoCodeInput) {
    return resultOf(UpdatePromoCodeResult, () => this.codes.update(actor, id, input));
  }

  @Mutation(() => PromoCodeModel, { description: 'The code applies to no cart until enabled again; orders already holding it keep it.' })
  disablePromoCode(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string) {
    return this.codes.setEnabled(actor, id, false);
  }

  @Mutation(() => PromoCodeModel)
  enablePromoCode(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string) {
    return this.codes.setEnabled(actor, id, true);
  }
}
