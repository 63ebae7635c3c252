import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { publicBaseUrl } from '../common/http/public-url';
import { toPageRequest } from '../common/pagination';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import type { ProductRecord } from './catalog.records';
import { CatalogService } from './catalog.service';
import type { Category } from './catalog.types';
import { toLegacyProduct, type LegacyProduct } from './legacy-product.mapper';
import { LegacyProductList, listEncodingFor } from './legacy-product-list';

const POPULAR_LIMIT = 4;
const NEW_COLLECTION_LIMIT = 8;

/** The original storefront's product endpoints (docs/SPEC.md §7), same paths and payloads. */
@Controller('api/product')
export class LegacyProductController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly allProductsList: LegacyProductList,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every product, from the copy kept per catalogue version (LegacyProductList): revalidated by its ETag. */
  @Get('all_products')
  async allProducts(@Req() req: Request, @Res() res: Response): Promise<void> {
    const list = await this.allProductsList.current(publicBaseUrl(req, this.config));
    res.setHeader('ETag', list.etag);
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = listEncodingFor(req.headers['accept-encoding']);
    const body = list.body(encoding);
    res.status(200).type('application/json; charset=utf-8');
    // Already encoded: the compression middleware leaves a response with a Content-Encoding alone.
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  @Get('new_collection')
  async newCollection(@Req() req: Request): Promise<LegacyProduct[]> {
    return this.legacy(req, await this.catalog.newest(undefined, NEW_COLLECTION_LIMIT));
  }

  @Get('new_collection_women')
  newWomen(@Req() req: Request) {
    return this.newIn(req, 'women');
  }

  @Get('new_collection_men')
  newMen(@Req() req: Request) {
    return this.newIn(req, 'men');
  }

  @Get('new_collection_kid')
  newKid(@Req() req: Request) {
    return this.newIn(req, 'kid');
  }

  @Get('popular_women')
  popularWomen(@Req() req: Request) {
    return this.popularIn(req, 'women');
  }

  @Get('popular_men')
  popularMen(@Req() req: Request) {
    return this.popularIn(req, 'men');
  }

  @Get('popular_kid')
  popularKid(@Req() req: Request) {
    return this.popularIn(req, 'kid');
  }

  /** ?page&limit&search → { products, totalPages, currentPage, totalCount, pageSize }; bad paging is a 400. */
  @Get('search_product')
  async search(@Req() req: Request, @Query('page') page?: string, @Query('limit') limit?: string, @Query('search') search?: string) {
    if (Array.isArray(search)) search = search[0];
    const result = await this.catalog.listProducts({ search: typeof search === 'string' ? search : undefined }, 'featured', toPageRequest(page, limit, 'limit'));
    return {
      products: this.legacy(req, result.items),
      totalPages: result.totalPages,
      currentPage: result.page,
      totalCount: result.totalItems,
      pageSize: result.pageSize,
    };
  }

  private async newIn(req: Request, category: Category) {
    return this.legacy(req, await this.catalog.newest(category, NEW_COLLECTION_LIMIT));
  }

  private async popularIn(req: Request, category: Category) {
    return this.legacy(req, await this.catalog.popular(category, POPULAR_LIMIT));
  }

  private legacy(req: Request, products: ProductRecord[]): LegacyProduct[] {
    const base = publicBaseUrl(req, this.config);
    return products.map((product) => toLegacyProduct(product, base));
  }
}
