import { Module } from '@nestjs/common';
import { ArtworkModule } from '../artwork/artwork.module';
import { MediaModule } from '../media/media.module';
import { BackInStockResolver } from './back-in-stock.resolver';
import { BackInStockService } from './back-in-stock.service';
import { CatalogResolver, ProductPageResolver, ProductVariantResolver } from './catalog.resolver';
import { CatalogService } from './catalog.service';
import { InventoryService } from './inventory.service';
import { LegacyProductController } from './legacy-product.controller';
import { LegacyProductList } from './legacy-product-list';
import { ProductImages } from './product-images';
import { ProductImagesController } from './product-images.controller';
import { StockLevels } from './stock-levels';

@Module({
  // Artwork draws the pictures of products without photos; media stores and addresses the photos.
  imports: [ArtworkModule, MediaModule],
  providers: [CatalogService, InventoryService, StockLevels, ProductImages, BackInStockService, LegacyProductList, CatalogResolver, ProductPageResolver, ProductVariantResolver, BackInStockResolver],
  controllers: [LegacyProductController, ProductImagesController],
  exports: [CatalogService, InventoryService, StockLevels, BackInStockService],
})
export class CatalogModule {}
