import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { CatalogService } from '../catalog/catalog.service';
import { sitemapDocument, type SitemapEntry } from './sitemap-xml';

/** Addresses per sitemap: the protocol's limit unless the module is given another (tests give a small one). */
export const SITEMAP_PAGE_SIZE = Symbol('SITEMAP_PAGE_SIZE');
export const PROTOCOL_PAGE_SIZE = 50_000;

/** The storefront's pages that are not products (client/src/app/router.tsx): the categories, then the shop's own. */
export const SHOP_PAGES = ['/', '/womens', '/mens', '/kids', '/new_collection', '/all', '/sale', '/about', '/contact', '/help', '/exc', '/terms', '/privacy'];

/** A sitemap ready to send: its validator is known before a product is read. */
export interface SitemapAnswer {
  etag: string;
  body: AsyncIterable<string>;
}

/**
 * /sitemap.xml from the database: the shop's pages, then every product on sale with the time it last changed.
 * When they are more than a page holds, /sitemap.xml is an index of /sitemap-1.xml, /sitemap-2.xml…, each
 * streamed from the catalogue a batch at a time.
 */
@Injectable()
export class SitemapService {
  constructor(
    private readonly catalog: CatalogService,
    @Inject(SITEMAP_PAGE_SIZE) private readonly pageSize: number,
  ) {}

  /** `page` 0 is /sitemap.xml, n is /sitemap-n.xml; null when there is no such sitemap. */
  async sitemap(origin: string, page: number): Promise<SitemapAnswer | null> {
    const { count, lastModified } = await this.catalog.activeProductsSummary();
    const pages = Math.ceil((SHOP_PAGES.length + count) / this.pageSize);
    // Every change a sitemap shows moves the number of products on sale or the latest change among them.
    const etag = `W/"${createHash('sha1').update([origin, this.pageSize, SHOP_PAGES, count, lastModified?.getTime(), page].join('|')).digest('base64url').slice(0, 27)}"`;
    if (page === 0 && pages <= 1) return { etag, body: sitemapDocument('url', this.entries(origin, 0)) };
    if (page === 0) {
      const sitemaps = Array.from({ length: pages }, (_, i) => ({ loc: `${origin}/sitemap-${i + 1}.xml`, lastmod: lastModified }));
      return { etag, body: sitemapDocument('sitemap', sitemaps) };
    }
    if (pages <= 1 || page > pages) return null;
    return { etag, body: sitemapDocument('url', this.entries(origin, (page - 1) * this.pageSize)) };
  }

  /** A page's addresses, from the `first`-th on: the shop's pages come first, the products after them. */
  private async *entries(origin: string, first: number): AsyncGenerator<SitemapEntry> {
    const shopPages = SHOP_PAGES.slice(first, first + this.pageSize);
    for (const path of shopPages) yield { loc: `${origin}${path}` };
    const skip = Math.max(0, first - SHOP_PAGES.length);
    for await (const product of this.catalog.activeProductAddresses(skip, this.pageSize - shopPages.length)) {
      yield { loc: `${origin}/product/${product.slug}`, lastmod: product.updatedAt };
    }
  }
}
