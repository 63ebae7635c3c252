import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '../common/pagination';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { availableUnits } from './catalog.sql';
import { SIZES, type Colour, type Size } from './catalog.types';
import { isLowOnStock } from './inventory.sql';

/** One size and colour of a product and its stock, as the back office shows it. */
export interface VariantStock {
  variantId: string;
  productId: string;
  productName: string;
  sku: string;
  size: Size;
  colour: Colour;
  onHand: number;
  reserved: number;
  available: number;
  /** The threshold in force: the variant's own, else the shop's default. */
  lowStockThreshold: number;
  usesDefaultThreshold: boolean;
  lowStock: boolean;
}

/** A row of VARIANT_STOCK_COLUMNS. */
export type VariantStockRow = Omit<VariantStock, 'lowStockThreshold' | 'usesDefaultThreshold' | 'lowStock'> & { ownThreshold: number | null };

/** Variant `v` and its product `p`, as a VariantStockRow. */
export const VARIANT_STOCK_COLUMNS = `v.id AS "variantId", p.id AS "productId", p.name AS "productName", v.sku, v.size, v.colour,
  v.stock_on_hand AS "onHand", v.stock_reserved AS reserved, ${availableUnits('v')} AS available, v.low_stock_threshold AS "ownThreshold"`;

/**
 * Stock levels against the low-stock thresholds (a variant's own, else LOW_STOCK_THRESHOLD). No permission
 * check here: the stock page and the dashboard check their own before they ask.
 */
@Injectable()
export class StockLevels {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Variants of products still sold or being prepared (not archived) with as many units available as their threshold or fewer, the emptiest first. */
  async lowStock(page: PageRequest): Promise<Page<VariantStock>> {
    const rows: (VariantStockRow & { total: number })[] = await this.db.query(
      `SELECT ${VARIANT_STOCK_COLUMNS}, count(*) OVER ()::int AS total
         FROM product_variant v JOIN product p ON p.id = v.product_id
        WHERE ${isLowOnStock('v', '$1')} AND p.status <> 'ARCHIVED'
        ORDER BY available, p.name, array_position($2::text[], v.size), v.colour, v.id
        LIMIT $3 OFFSET $4`,
      [this.config.inventory.lowStockThreshold, SIZES, page.pageSize, (page.page - 1) * page.pageSize],
    );
    return pageOf(
      rows.map(({ total: _total, ...row }) => this.variantStock(row)),
      page,
      rows[0]?.total ?? 0,
    );
  }

  variantStock({ ownThreshold, ...row }: VariantStockRow): VariantStock {
    const lowStockThreshold = ownThreshold ?? this.config.inventory.lowStockThreshold;
    return { ...row, lowStockThreshold, usesDefaultThreshold: ownThreshold === null, lowStock: row.available <= lowStockThreshold };
  }
}
