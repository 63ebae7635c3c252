import { Module } from '@nestjs/common';
import { CatalogResolver, ProductVariantResolver } from './catalog.resolver';
import { CatalogService } from './catalog.service';
import { InventoryService } from './inventory.service';
import { LegacyProductController } from './legacy-product.controller';
import { ProductImagesController } from './product-images.controller';

@Module({
  providers: [CatalogService, InventoryService, CatalogResolver, ProductVariantResolver],
  controllers: [LegacyProductController, ProductImagesController],
  exports: [CatalogService, InventoryService],
})
export class CatalogModule {}
