import { assertMove, canMove, IllegalTransitionError, ORDER_STATUSES, paymentStateOf, timelineText } from './order-status';

describe('order state machine', () => {
  it('lets a pending order be paid, fail, be cancelled or expire', () => {
    for (const to of ['PAID', 'PAYMENT_FAILED', 'CANCELLED', 'EXPIRED'] as const) expect(canMove('PENDING_PAYMENT', to)).toBe(true);
  });

  it('ships paid orders and delivers shipped ones, nothing else', () => {
    expect(canMove('PAID', 'SHIPPED')).toBe(true);
    expect(canMove('SHIPPED', 'DELIVERED')).toBe(true);
    expect(canMove('PAID', 'DELIVERED')).toBe(false);
    expect(canMove('PAID', 'PENDING_PAYMENT')).toBe(false);
    expect(canMove('DELIVERED', 'SHIPPED')).toBe(false);
  });

  it('never revives an ended order', () => {
    for (const from of ['PAYMENT_FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED'] as const) {
      for (const to of ORDER_STATUSES) expect(canMove(from, to)).toBe(false);
    }
    expect(() => assertMove('EXPIRED', 'PAID')).toThrow(IllegalTransitionError);
  });
});

describe('refunds in the state machine', () => {
  it('closes a paid, shipped or delivered order as refunded, and a held one whose payment went back', () => {
    for (const from of ['PAID', 'SHIPPED', 'DELIVERED', 'PENDING_PAYMENT'] as const) expect(canMove(from, 'REFUNDED')).toBe(true);
    for (const from of ['PAYMENT_FAILED', 'CANCELLED', 'EXPIRED'] as const) expect(canMove(from, 'REFUNDED')).toBe(false);
  });

  it('tells a partly refunded payment from a whole one, and never calls an unpaid order refunded', () => {
    expect(paymentStateOf('SHIPPED', 0)).toBe('PAID');
    expect(paymentStateOf('SHIPPED', 1)).toBe('PARTIALLY_REFUNDED');
    expect(paymentStateOf('REFUNDED', 0)).toBe('REFUNDED');
    expect(paymentStateOf('CANCELLED', 0)).toBe('UNPAID');
    expect(paymentStateOf('PENDING_PAYMENT', 0)).toBe('PENDING');
  });
});

describe('the timeline in the shopper’s words', () => {
  it('says what each move means, with no gateway ids or jargon', () => {
    expect(timelineText(null, 'PENDING_PAYMENT')).toBe('Order placed; awaiting payment.');
    expect(timelineText('PENDING_PAYMENT', 'PAID')).toBe('Payment received.');
    expect(timelineText('PENDING_PAYMENT', 'PENDING_PAYMENT')).toMatch(/reviewing/);
    for (const to of ORDER_STATUSES) expect(timelineText('PENDING_PAYMENT', to)).not.toMatch(/gateway|val_id|validated|[0-9a-f]{8}/i);
  });
});
