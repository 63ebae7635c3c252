import { Module } from '@nestjs/common';
import { ShopSettingsResolver } from './shop-settings.resolver';

@Module({ providers: [ShopSettingsResolver] })
export class ShopSettingsModule {}
