import { money } from '../common/money';
import type { PromoTerms } from '../promotions/promotion-rules';
import { priceCart } from './cart-pricing';

const settings = { automaticPromotionPercent: 5, freeShippingThresholdCents: 12_000, shippingFeeCents: 800 };
const code: PromoTerms = { id: 'p', code: 'WELCOME10', percentOff: 10, startsAt: null, endsAt: null, usageLimit: null, perCustomerLimit: 1, minSubtotalCents: 0, timesRedeemed: 0, active: true };
const line = (cents: number, quantity: number) => ({ unitPrice: money(cents), quantity });

describe('priceCart', () => {
  it('charges shipping below $120 and takes the automatic 5%', () => {
    const totals = priceCart([line(5000, 1), line(2550, 2)], settings, null);
    expect(totals.itemCount).toBe(3);
    expect(totals.subtotal.amount).toBe(10_100);
    expect(totals.discount).toMatchObject({ source: 'automatic', percent: 5, amount: { amount: 505 } });
    expect(totals.shipping.amount).toBe(800);
    expect(totals.amountToFreeShipping.amount).toBe(12_000 - 10_100);
    expect(totals.total.amount).toBe(10_100 - 505 + 800);
  });

  it('ships free from exactly $120.00, judged before discounts', () => {
    const totals = priceCart([line(6000, 2)], settings, null);
    expect(totals.shipping.amount).toBe(0);
    expect(totals.amountToFreeShipping.amount).toBe(0);
    expect(totals.total.amount).toBe(12_000 - 600);
    expect(priceCart([line(11_999, 1)], settings, null)).toMatchObject({ shipping: { amount: 800 }, amountToFreeShipping: { amount: 1 } });
  });

  it('lets a valid code replace the automatic promotion, never both', () => {
    const totals = priceCart([line(5000, 3)], settings, code);
    expect(totals.discount).toMatchObject({ source: 'code', code: 'WELCOME10', percent: 10, amount: { amount: 1500 } });
    expect(totals.total.amount).toBe(15_000 - 1500);
  });

  it('rounds a discount half up to whole cents', () => {
    expect(priceCart([line(1010, 1)], settings, null).discount!.amount.amount).toBe(51); // 50.5 → 51
    expect(priceCart([line(1009, 1)], settings, null).discount!.amount.amount).toBe(50); // 50.45 → 50
  });

  it('has nothing to pay, no discount and no shipping when empty', () => {
    expect(priceCart([], settings, code)).toMatchObject({ itemCount: 0, subtotal: { amount: 0 }, discount: null, shipping: { amount: 0 }, amountToFreeShipping: { amount: 0 }, total: { amount: 0 } });
  });

  it('can run without an automatic promotion', () => {
    expect(priceCart([line(1000, 1)], { ...settings, automaticPromotionPercent: 0 }, null).discount).toBeNull();
  });
});
