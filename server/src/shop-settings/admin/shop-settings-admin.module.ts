import { Module } from '@nestjs/common';
import { ShopSettingsModule } from '../shop-settings.module';
import { ShopSettingsAdminResolver } from './shop-settings-admin.resolver';

/** The settings' admin API edge, apart from ShopSettingsModule as the other admin edges are. */
@Module({ imports: [ShopSettingsModule], providers: [ShopSettingsAdminResolver] })
export class ShopSettingsAdminModule {}
