import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { SeoController } from './seo.controller';
import { PROTOCOL_PAGE_SIZE, SITEMAP_PAGE_SIZE, SitemapService } from './sitemap.service';

/** robots.txt and the sitemaps, read from the catalogue through its service (it owns the products). */
@Module({
  imports: [CatalogModule],
  providers: [SitemapService, { provide: SITEMAP_PAGE_SIZE, useValue: PROTOCOL_PAGE_SIZE }],
  controllers: [SeoController],
})
export class SeoModule {}
