import { useState } from 'react';
import { Notice, type NoticeMessage } from '../../components/Notice';
import type { AdminOrderDetailFragment } from '../../gql/graphql';
import { RefundForm } from './RefundForm';
import { RefundList } from './RefundList';
import { CancelOrderForm, HeldPaymentReview } from './ReviewAndCancel';
import { ShipOrderForm } from './ShipOrderForm';

/**
 * Where staff act on the order, each action offered only where the order allows it: review a held payment;
 * ship or deliver; refund what is left of a paid order; cancel one not yet shipped. Every answer is the
 * whole order, so the page follows from the cache.
 */
export function OrderActions({ order }: { order: AdminOrderDetailFragment }) {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const done = (text: string) => setNotice({ tone: 'success', text });
  const held = order.status === 'PENDING_PAYMENT' && order.paymentOnHold;
  const refundable = order.refundable.amount > 0;
  const cancellable = (order.status === 'PENDING_PAYMENT' && !order.paymentOnHold) || order.status === 'PAID';
  const shippable = order.status === 'PAID' || order.status === 'SHIPPED';
  return (
    <section className="panel order-actions" aria-labelledby="order-actions">
      <h2 id="order-actions">Actions</h2>
      <Notice message={notice} />
      {held && <HeldPaymentReview order={order} onDone={done} />}
      {shippable && <ShipOrderForm tranId={order.tranId} status={order.status} />}
      {refundable && <RefundForm order={order} onDone={done} />}
      {cancellable && <CancelOrderForm order={order} onDone={done} />}
      {!held && !shippable && !refundable && !cancellable && <p>Nothing more can be done with this order.</p>}
      <h3>Refunds</h3>
      <RefundList order={order} />
    </section>
  );
}
