import type { RefundableOrderFragment } from '../../gql/graphql';

const REASONS: Record<string, string> = {
  STAFF: 'By staff',
  LATE_PAYMENT: 'Paid after the order closed',
  EXTRA_PAYMENT: 'Paid twice',
  AMOUNT_MISMATCH: 'Paid a different amount',
  REVIEW_REFUSED: 'Refused after review',
  REVIEW_EXPIRED: 'Not reviewed in time',
};
const STATUSES: Record<string, string> = { REQUESTED: 'To send', SENDING: 'Sending', PENDING: 'With the gateway', REFUNDED: 'Refunded', FAILED: 'Failed' };

/** Every refund of the order, the shop's own and failed attempts included. */
export function RefundList({ order }: { order: RefundableOrderFragment }) {
  if (order.refunds.length === 0) return <p>No refunds.</p>;
  return (
    <table className="refund-list">
      <caption>
        Refunds: {order.refunded.formatted} of {order.total.formatted} given back
      </caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Amount</th>
          <th scope="col">Why</th>
          <th scope="col">Status</th>
          <th scope="col">By</th>
        </tr>
      </thead>
      <tbody>
        {order.refunds.map((refund) => (
          <tr key={refund.id}>
            <td>{new Date(refund.createdAt as string).toLocaleString()}</td>
            <td>{refund.amount.formatted}</td>
            <td>
              {REASONS[refund.reason] ?? refund.reason}: {refund.remarks}
              {refund.restock ? ' (units back in stock)' : ''}
            </td>
            <td>
              {STATUSES[refund.status] ?? refund.status}
              {refund.failureReason ? ` — ${refund.failureReason}` : ''}
            </td>
            <td>{refund.staffEmail ?? 'The shop'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
