import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { NotFoundError } from '../common/errors';
import { CatalogService } from './catalog.service';
import { parseColour } from './catalog.types';
import { ART_NAMES, renderArt, type ArtName } from './images/art-svg';
import { PRODUCT_VIEWS, renderProductImage, type ProductView } from './images/garment-svg';

const PRODUCT_IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const ART_CACHE = 'public, max-age=604800, stale-while-revalidate=2592000';

/** Product pictures and site art, drawn by our own code as SVG: nothing is fetched from elsewhere. */
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
    if (!(PRODUCT_VIEWS as readonly string[]).includes(view)) throw new NotFoundError('No such picture.');
    const product = await this.catalog.findBySlug(slug);
    if (!product) throw new NotFoundError('No such product.');
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

  @Get('art/:name.svg')
  art(@Param('name') name: string, @Res() res: Response): void {
    if (!(ART_NAMES as readonly string[]).includes(name)) throw new NotFoundError('No such picture.');
    sendSvg(res, renderArt(name as ArtName), ART_CACHE);
  }
}

function sendSvg(res: Response, svg: string, cacheControl: string, etag?: string): void {
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  // Pictures are public: the original storefront shows them from another origin (helmet's default for
  // everything else is same-origin).
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  // An SVG is a document: no scripts, and nothing loaded from anywhere.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (etag) res.setHeader('ETag', etag);
  res.send(svg);
}
