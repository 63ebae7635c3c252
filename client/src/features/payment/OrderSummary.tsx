import { OrderLines } from '../../components/OrderLines';
import { useT } from '../../lib/i18n';
import type { PaymentOrder } from './use-payment-order';

/** What was ordered, as the server recorded it: the lines and the totals charged. */
export function OrderSummary({ order }: { order: PaymentOrder }) {
  const t = useT();
  return (
    <section className="panel order-summary payment-order" aria-labelledby="payment-order-title">
      <h2 id="payment-order-title">{t('payment.order.title')}</h2>
      <OrderLines order={order} />
    </section>
  );
}
