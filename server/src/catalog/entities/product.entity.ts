import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Category, Colour, GarmentType } from '../catalog.types';
import { ProductVariantEntity } from './product-variant.entity';

/** numeric columns arrive from pg as strings; ratings are small decimals, safe as JS numbers. */
const decimal = { to: (value: number) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

@Entity('product')
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The original API's numeric `id`. */
  @Column({ name: 'legacy_id', type: 'integer', unique: true })
  legacyId: number;

  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  category: Category;

  @Column({ type: 'text' })
  garment: GarmentType;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ name: 'compare_at_cents', type: 'integer', nullable: true })
  compareAtCents: number | null;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency: string;

  @Column({ type: 'numeric', precision: 2, scale: 1, transformer: decimal })
  rating: number;

  @Column({ name: 'rating_count', type: 'integer', default: 0 })
  ratingCount: number;

  /** The colours it comes in; the first is the default. */
  @Column({ type: 'text', array: true })
  colours: Colour[];

  @Column({ type: 'integer', default: 0 })
  popularity: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => ProductVariantEntity, (variant) => variant.product)
  variants: ProductVariantEntity[];
}
