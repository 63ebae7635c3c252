import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ShopSettingsResolver } from './shop-settings.resolver';
import { ShopSettingsService } from './shop-settings.service';

@Module({
  imports: [AuditModule, CatalogModule], // the catalogue keeps the display currencies' rates
  providers: [ShopSettingsService, ShopSettingsResolver],
  exports: [ShopSettingsService],
})
export class ShopSettingsModule {}
