import type { OrderStatus } from '../../../gql/graphql';
import { useT } from '../../../lib/i18n';
import { ORDER_STATUS_TONE, useOrderFormat } from '../order-format';

/** The status in words with its colour; a held payment says so, since "Paid" alone would mislead. */
export function OrderStatusBadge({ status, onHold = false }: { status: OrderStatus; onHold?: boolean }) {
  const t = useT();
  const { statusLabel } = useOrderFormat();
  const label = statusLabel(status);
  return (
    <span className={`order-status order-status--${onHold ? 'pending' : ORDER_STATUS_TONE[status]}`} data-status={status}>
      <span className="order-status__dot" aria-hidden="true" />
      {onHold ? t('account.status.onHold', { status: label }) : label}
    </span>
  );
}
