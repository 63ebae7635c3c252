import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { PRODUCT_VIEWS, renderProductImage, type ProductView } from '../artwork/garment-svg';
import { sendSvg } from '../artwork/svg-response';
import { NotFoundError } from '../common/errors';
import { CatalogService } from './catalog.service';
import { parseColour } from './catalog.types';
import { text } from '../common/i18n/catalogue';

const PRODUCT_IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Product pictures, drawn by the artwork module from the product's garment and colours. */
@Controller('images')
export class ProductImagesController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('products/:slug/:view.svg')
  async productImage(
    @Param('slug') slug: string,
    @Param('view') view: string,
    @Query('colour') colourParam: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    if (!(PRODUCT_VIEWS as readonly string[]).includes(view)) throw new NotFoundError(text('NOT_FOUND.picture'));
    // Pictures outlive a product's time on sale: old orders and the back office show them.
    const product = await this.catalog.findBySlug(slug, { includeInactive: true });
    if (!product) throw new NotFoundError(text('NOT_FOUND.product'));
    const colour = parseColour(colourParam);
    const colours = colour ? [colour, ...product.colours.filter((c) => c !== colour)] : product.colours;
    const svg = renderProductImage({ garment: product.garment, category: product.category, colours, view: view as ProductView, seed: product.legacyId, label: product.name });
    // Drawing is cheap and deterministic, so the picture's own hash is an exact validator.
    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
    if (ifNoneMatch === etag) {
      res.status(304).setHeader('ETag', etag).setHeader('Cross-Origin-Resource-Policy', 'cross-origin').end();
      return;
    }
    sendSvg(res, svg, PRODUCT_IMAGE_CACHE, etag);
  }
}
