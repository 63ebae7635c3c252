import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { DataSource } from 'typeorm';
import { PRODUCT_COLUMNS, shopWhere, toProductRecord, type ProductRow } from './catalog.sql';
import { toLegacyProduct } from './legacy-product.mapper';

/** The encodings the list is kept in, best first. */
export type ListEncoding = 'br' | 'gzip' | 'identity';

export interface BuiltList {
  /** Strong: the catalogue version and the base URL the list's image addresses start with. */
  etag: string;
  body(encoding: ListEncoding): Buffer;
}

interface Built extends BuiltList {
  version: string;
}

/**
 * `GET /api/product/all_products` (every product, about 560 kB of JSON for the demo catalogue) answered from
 * a copy built once per catalogue version (the `catalog_version` row its triggers raise in the transaction of
 * any change to a listed field). Each call reads that one number; when another instance, or this one,
 * changed the catalogue, the next call sees the new version and rebuilds. The copy is derived data, per
 * instance: nothing is shared in memory. Compressed forms are made once, on first demand.
 */
@Injectable()
export class LegacyProductList {
  /** One built list per base URL the shop is reached at (one in production, a few behind proxies). */
  private readonly built = new Map<string, Built>();
  private static readonly MAX_BASES = 8;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async current(baseUrl: string): Promise<BuiltList> {
    const cached = this.built.get(baseUrl);
    if (cached?.version === (await this.version())) return cached;
    return this.rebuild(baseUrl);
  }

  private async rebuild(baseUrl: string): Promise<Built> {
    // The version and the products in one statement: one snapshot, so a list is never kept under a version it does not show.
    const rows = (await this.db.query(
      `SELECT (SELECT version::text FROM catalog_version) AS catalog_version, ${PRODUCT_COLUMNS} FROM product p ${shopWhere()} ORDER BY p.legacy_id`,
    )) as (ProductRow & { catalog_version: string })[];
    const version = rows[0]?.catalog_version ?? (await this.version());
    const identity = Buffer.from(JSON.stringify(rows.map((row) => toLegacyProduct(toProductRecord(row), baseUrl))));
    const encoded = new Map<ListEncoding, Buffer>([['identity', identity]]);
    const built: Built = {
      version,
      etag: `"${version}-${createHash('sha256').update(baseUrl).digest('base64url').slice(0, 12)}"`,
      body(encoding) {
        let body = encoded.get(encoding);
        if (!body) {
          body = encoding === 'br' ? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(identity, { level: 9 });
          encoded.set(encoding, body);
        }
        return body;
      },
    };
    if (this.built.size >= LegacyProductList.MAX_BASES && !this.built.has(baseUrl)) this.built.clear();
    this.built.set(baseUrl, built);
    return built;
  }

  private async version(): Promise<string> {
    const [{ version }] = (await this.db.query(`SELECT version::text FROM catalog_version`)) as { version: string }[];
    return version;
  }
}

/** The best encoding a client accepts (a q of 0 refuses one), for a response that is kept in all three. */
export function listEncodingFor(acceptEncoding: string | undefined): ListEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',').slice(0, 20)) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}
