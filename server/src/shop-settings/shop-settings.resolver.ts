import { Inject } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { ShopSettingsModel } from './graphql/shop-settings.models';
import { shopSettings, type ShopSettings } from './shop-settings';

@Resolver(() => ShopSettingsModel)
export class ShopSettingsResolver {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Query(() => ShopSettingsModel, { description: 'Free-shipping threshold, shipping fee, delivery options and the checkout form’s rules.' })
  shopSettings(): ShopSettings {
    return shopSettings(this.config);
  }
}
