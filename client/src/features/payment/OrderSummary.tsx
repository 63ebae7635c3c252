import { OrderLines } from '../../components/OrderLines';
import type { PaymentOrder } from './use-payment-order';

/** What was ordered, as the server recorded it: the lines and the totals charged. */
export function OrderSummary({ order }: { order: PaymentOrder }) {
  return (
    <section className="panel order-summary payment-order" aria-labelledby="payment-order-title">
      <h2 id="payment-order-title">Order summary</h2>
      <OrderLines order={order} />
    </section>
  );
}
