import { Query, Resolver } from '@nestjs/graphql';
import { ShopSettingsModel } from './graphql/shop-settings.models';
import type { ShopSettings } from './shop-settings';
import { ShopSettingsService } from './shop-settings.service';

@Resolver(() => ShopSettingsModel)
export class ShopSettingsResolver {
  constructor(private readonly settings: ShopSettingsService) {}

  @Query(() => ShopSettingsModel, { description: 'Free-shipping threshold, shipping fee, the shop’s contact details, delivery options and the checkout form’s rules.' })
  shopSettings(): Promise<ShopSettings> {
    return this.settings.forShop();
  }
}
