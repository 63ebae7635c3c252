import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Colour, Size } from '../catalog.types';
import { ProductEntity } from './product.entity';

/** A product in one size and colour: what is stocked, carted and ordered. */
@Entity('product_variant')
@Unique('product_variant_product_size_colour', ['productId', 'size', 'colour'])
export class ProductVariantEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  @ManyToOne(() => ProductEntity, (product) => product.variants, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: ProductEntity;

  @Column({ type: 'text' })
  size: Size;

  @Column({ type: 'text' })
  colour: Colour;

  @Column({ type: 'text', unique: true })
  sku: string;

  /** Units in the warehouse, including those held for unpaid orders. */
  @Column({ name: 'stock_on_hand', type: 'integer' })
  stockOnHand: number;

  /** Units held by orders awaiting payment. Available = on hand − reserved. */
  @Column({ name: 'stock_reserved', type: 'integer', default: 0 })
  stockReserved: number;
}
