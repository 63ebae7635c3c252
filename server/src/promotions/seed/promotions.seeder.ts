import type { EntityManager } from 'typeorm';

/** The documented promo codes (README). Dates are relative to seeding so "expired" and "not yet" stay true. */
export const SEED_PROMO_CODES = [
  { code: 'WELCOME10', description: '10% off your first order', percentOff: 10, perCustomerLimit: 1 },
  { code: 'KAPOR20', description: '20% off orders of $100 or more', percentOff: 20, minSubtotalCents: 10_000 },
  { code: 'FLASH50', description: '50% off, for the first shopper only', percentOff: 50, usageLimit: 1 },
  { code: 'SUMMER25', description: 'Summer sale (ended)', percentOff: 25, endsInDays: -1, startsInDays: -120 },
  { code: 'WINTER15', description: 'Winter sale (not started)', percentOff: 15, startsInDays: 365 },
] as const;

export async function seedPromoCodes(manager: EntityManager): Promise<void> {
  for (const promo of SEED_PROMO_CODES) {
    const p = promo as Partial<{ perCustomerLimit: number; minSubtotalCents: number; usageLimit: number; startsInDays: number; endsInDays: number }> & (typeof SEED_PROMO_CODES)[number];
    await manager.query(
      `INSERT INTO promo_code (code, description, percent_off, per_customer_limit, usage_limit, min_subtotal_cents, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6,
               CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(days => $7::int) END,
               CASE WHEN $8::int IS NULL THEN NULL ELSE now() + make_interval(days => $8::int) END)
       ON CONFLICT (code) DO NOTHING`,
      [p.code, p.description, p.percentOff, p.perCustomerLimit ?? null, p.usageLimit ?? null, p.minSubtotalCents ?? 0, p.startsInDays ?? null, p.endsInDays ?? null],
    );
  }
}
