import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { NotFoundError } from '../common/errors';
import { siteOrigin } from '../common/http/public-url';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { robotsTxt } from './robots';
import { SitemapService } from './sitemap.service';
import { text } from '../common/i18n/catalogue';

/** Crawlers read these often and a change can wait: an hour in any cache. */
const SEO_CACHE = 'public, max-age=3600';

/** What search engines read besides the pages: robots.txt and the sitemaps. */
@Controller()
export class SeoController {
  constructor(
    private readonly sitemaps: SitemapService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('robots.txt')
  robots(@Req() req: Request, @Res() res: Response): void {
    res.type('text/plain').setHeader('Cache-Control', SEO_CACHE);
    res.send(robotsTxt(siteOrigin(req, this.config))); // Express adds the ETag and answers 304 itself
  }

  @Get('sitemap.xml')
  sitemap(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(req, res, 0);
  }

  @Get('sitemap-:page.xml')
  sitemapPage(@Param('page') page: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!/^[1-9]\d{0,8}$/.test(page)) throw new NotFoundError(text('NOT_FOUND.sitemap'));
    return this.send(req, res, Number(page));
  }

  private async send(req: Request, res: Response, page: number): Promise<void> {
    const answer = await this.sitemaps.sitemap(siteOrigin(req, this.config), page);
    if (!answer) throw new NotFoundError(text('NOT_FOUND.sitemap'));
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', SEO_CACHE);
    res.setHeader('ETag', answer.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    await pipeline(Readable.from(answer.body), res);
  }
}
