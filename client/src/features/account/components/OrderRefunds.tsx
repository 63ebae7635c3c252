import type { AccountOrderDetailFragment } from '../../../gql/graphql';
import { usePreferences } from '../../../lib/preferences';
import { formatDateTime } from '../order-format';

/** Money the shop gave back for the order: each refund, and whether it has reached the shopper yet. */
export function OrderRefunds({ order }: { order: Pick<AccountOrderDetailFragment, 'refunds'> }) {
  const { format } = usePreferences();
  if (order.refunds.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title">Refunds</h2>
      <ul className="order-refunds">
        {order.refunds.map((refund) => (
          <li key={refund.id}>
            <strong>{format(refund.amount)}</strong> {refund.ofUnwantedPayment ? 'refunded: a payment this order could not take' : 'refunded'} on{' '}
            <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>.{' '}
            {refund.status === 'REFUNDED' ? 'The money is back with the card or account you paid with.' : 'On its way back to the card or account you paid with.'}
          </li>
        ))}
      </ul>
    </section>
  );
}
