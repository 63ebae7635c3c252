import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A display currency. Prices are kept in USD; these rates convert them for showing only. */
@Entity('currency')
export class CurrencyEntity {
  @PrimaryColumn({ type: 'char', length: 3 })
  code: string;

  @Column({ type: 'text' })
  label: string;

  @Column({ type: 'text' })
  symbol: string;

  /** Units of this currency per 1 USD. */
  @Column({ name: 'per_usd', type: 'numeric', precision: 18, scale: 6 })
  perUsd: string;

  @Column({ name: 'minor_digits', type: 'smallint' })
  minorDigits: number;

  @Column({ type: 'smallint' })
  position: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
