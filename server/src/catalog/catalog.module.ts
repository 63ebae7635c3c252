import { Module } from '@nestjs/common';
import { ArtworkModule } from '../artwork/artwork.module';
import { CatalogResolver, ProductVariantResolver } from './catalog.resolver';
import { CatalogService } from './catalog.service';
import { InventoryService } from './inventory.service';
import { LegacyProductController } from './legacy-product.controller';
import { ProductImagesController } from './product-images.controller';

@Module({
  imports: [ArtworkModule], // draws the product pictures this module serves
  providers: [CatalogService, InventoryService, CatalogResolver, ProductVariantResolver],
  controllers: [LegacyProductController, ProductImagesController],
  exports: [CatalogService, InventoryService],
})
export class CatalogModule {}
