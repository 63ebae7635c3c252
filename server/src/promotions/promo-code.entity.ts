import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('promo_code')
export class PromoCodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Upper case; shoppers' input is trimmed and upper-cased before lookup. */
  @Column({ type: 'text', unique: true })
  code: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'percent_off', type: 'integer' })
  percentOff: number;

  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  /** Redemptions allowed in all; null for unlimited. */
  @Column({ name: 'usage_limit', type: 'integer', nullable: true })
  usageLimit: number | null;

  @Column({ name: 'per_customer_limit', type: 'integer', nullable: true })
  perCustomerLimit: number | null;

  @Column({ name: 'min_subtotal_cents', type: 'integer', default: 0 })
  minSubtotalCents: number;

  /** Counted when an order that used the code is paid. */
  @Column({ name: 'times_redeemed', type: 'integer', default: 0 })
  timesRedeemed: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
