import { Module } from '@nestjs/common';
import { CatalogResolver } from './catalog.resolver';
import { CatalogService } from './catalog.service';
import { LegacyProductController } from './legacy-product.controller';
import { ProductImagesController } from './product-images.controller';

@Module({
  providers: [CatalogService, CatalogResolver],
  controllers: [LegacyProductController, ProductImagesController],
  exports: [CatalogService],
})
export class CatalogModule {}
