import { assertMove, canMove, IllegalTransitionError, ORDER_STATUSES } from './order-status';

describe('order state machine', () => {
  it('lets a pending order be paid, fail, be cancelled or expire', () => {
    for (const to of ['PAID', 'PAYMENT_FAILED', 'CANCELLED', 'EXPIRED'] as const) expect(canMove('PENDING_PAYMENT', to)).toBe(true);
  });

  it('ships paid orders and delivers shipped ones, nothing else', () => {
    expect(canMove('PAID', 'SHIPPED')).toBe(true);
    expect(canMove('SHIPPED', 'DELIVERED')).toBe(true);
    expect(canMove('PAID', 'DELIVERED')).toBe(false);
    expect(canMove('PAID', 'PENDING_PAYMENT')).toBe(false);
  });

  it('never revives an ended order', () => {
    for (const from of ['PAYMENT_FAILED', 'CANCELLED', 'EXPIRED', 'DELIVERED'] as const) {
      for (const to of ORDER_STATUSES) expect(canMove(from, to)).toBe(false);
    }
    expect(() => assertMove('EXPIRED', 'PAID')).toThrow(IllegalTransitionError);
  });
});
