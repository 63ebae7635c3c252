import type { OrderStatus } from '../../../gql/graphql';
import { ORDER_STATUS } from '../order-format';

/** The status in words with its colour; a held payment says so, since "Paid" alone would mislead. */
export function OrderStatusBadge({ status, onHold = false }: { status: OrderStatus; onHold?: boolean }) {
  const { label, tone } = ORDER_STATUS[status];
  return (
    <span className={`order-status order-status--${onHold ? 'pending' : tone}`} data-status={status}>
      <span className="order-status__dot" aria-hidden="true" />
      {onHold ? `${label} · on hold for review` : label}
    </span>
  );
}
