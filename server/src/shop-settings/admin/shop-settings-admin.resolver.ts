import { Args, Float, Mutation, Query } from '@nestjs/graphql';
import { resultOf } from '../../common/graphql/error-result';
import { AdminResolver } from '../../graphql/api-membership';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { ShopSettingsAdminModel, UpdateCurrencyRateResult, UpdateShopSettingsInput, UpdateShopSettingsResult } from '../graphql/shop-settings-admin.models';
import { ShopSettingsService } from '../shop-settings.service';

/** Admin API: the shop's settings. Owners only (the SETTINGS permission), reading included. */
@AdminResolver()
export class ShopSettingsAdminResolver {
  constructor(private readonly settings: ShopSettingsService) {}

  @Query(() => ShopSettingsAdminModel, { description: 'Owners only.' })
  shopSettingsAdmin(@CurrentStaff() actor: StaffActor) {
    return this.settings.forAdmin(actor);
  }

  @Mutation(() => UpdateShopSettingsResult, { description: 'Owners only. Carts and the storefront use the new values at once.' })
  updateShopSettings(@CurrentStaff() actor: StaffActor, @Args('input') input: UpdateShopSettingsInput) {
    return resultOf(UpdateShopSettingsResult, () => this.settings.update(actor, input));
  }

  @Mutation(() => UpdateCurrencyRateResult, { description: 'Owners only: units of a display currency per 1 USD (USD itself stays 1).' })
  updateCurrencyRate(@CurrentStaff() actor: StaffActor, @Args('code') code: string, @Args('perUsd', { type: () => Float }) perUsd: number) {
    return resultOf(UpdateCurrencyRateResult, () => this.settings.updateCurrencyRate(actor, code, perUsd));
  }
}
