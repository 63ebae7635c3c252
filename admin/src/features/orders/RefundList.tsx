import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { DateTime } from '../../components/DateTime';
import type { RefundableOrderFragment } from '../../gql/graphql';

type Refund = RefundableOrderFragment['refunds'][number];

const REASONS: Record<string, string> = {
  STAFF: 'By staff',
  LATE_PAYMENT: 'Paid after the order closed',
  EXTRA_PAYMENT: 'Paid twice',
  AMOUNT_MISMATCH: 'Paid a different amount',
  REVIEW_REFUSED: 'Refused after review',
  REVIEW_EXPIRED: 'Not reviewed in time',
};
const STATUSES: Record<string, string> = { REQUESTED: 'To send', SENDING: 'Sending', PENDING: 'With the gateway', REFUNDED: 'Refunded', FAILED: 'Failed' };

const refund = dataColumns<Refund>();
const columns = refund.columns([
  refund.accessor('createdAt', { header: 'When', cell: ({ getValue }) => <DateTime value={getValue() as string} />, meta: { className: 'nowrap' } }),
  refund.accessor((r) => r.amount.formatted, { id: 'amount', header: 'Amount', meta: { numeric: true } }),
  refund.display({
    id: 'why',
    header: 'Why',
    cell: ({ row }) => (
      <>
        {REASONS[row.original.reason] ?? row.original.reason}: {row.original.remarks}
        {row.original.restock ? ' (units back in stock)' : ''}
      </>
    ),
    meta: { className: 'refund-why' },
  }),
  refund.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <>
        {STATUSES[row.original.status] ?? row.original.status}
        {row.original.failureReason ? ` — ${row.original.failureReason}` : ''}
      </>
    ),
  }),
  refund.accessor((r) => r.staffEmail ?? 'The shop', { id: 'by', header: 'By' }),
]);
const refundId = (r: Refund) => r.id;

/** Every refund of the order, the shop's own and failed attempts included. */
export function RefundList({ order }: { order: RefundableOrderFragment }) {
  if (order.refunds.length === 0) return <p>No refunds.</p>;
  return <DataTable caption={`Refunds: ${order.refunded.formatted} of ${order.total.formatted} given back`} columns={columns} rows={order.refunds} rowId={refundId} />;
}
