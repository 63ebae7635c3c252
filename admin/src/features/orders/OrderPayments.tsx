import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { DateTime } from '../../components/DateTime';
import type { AdminOrderDetailFragment } from '../../gql/graphql';

type Order = AdminOrderDetailFragment;
type Payment = Order['payments'][number];
/** A callback, numbered in the order received: two may be alike in all else (an IPN sent again). */
type GatewayEvent = Order['paymentEvents'][number] & { position: number };

const optional = (text: string | null) => text ?? <span className="muted">—</span>;

const payment = dataColumns<Payment>();
const paymentColumns = payment.columns([
  payment.accessor('createdAt', { header: 'When', cell: ({ getValue }) => <DateTime value={getValue()} />, meta: { className: 'nowrap' } }),
  payment.accessor((p) => p.amount.formatted, { id: 'amount', header: 'Amount', meta: { numeric: true } }),
  payment.accessor('status', { header: 'Gateway status', cell: ({ getValue }) => <code>{getValue()}</code> }),
  payment.accessor('accepted', {
    header: 'Outcome',
    cell: ({ row }) => (
      <>
        {row.original.accepted ? <span className="badge badge--ok">Completed the order</span> : <span className="badge">Not applied</span>}
        {row.original.riskLevel > 0 && <span className="badge badge--held">Flagged as risky</span>}
        {row.original.note && <span className="cell-detail">{row.original.note}</span>}
      </>
    ),
  }),
  payment.accessor('cardType', { header: 'Card', cell: ({ getValue }) => optional(getValue()) }),
  payment.display({
    id: 'ids',
    header: 'Gateway ids',
    cell: ({ row }) => (
      <span className="mono">
        val {row.original.valId}
        {row.original.bankTranId && <span className="cell-detail">bank {row.original.bankTranId}</span>}
      </span>
    ),
  }),
]);
const paymentId = (p: Payment) => p.valId;

const event = dataColumns<GatewayEvent>();
const eventColumns = event.columns([
  event.accessor('receivedAt', { header: 'Received', cell: ({ getValue }) => <DateTime value={getValue()} />, meta: { className: 'nowrap' } }),
  event.accessor('kind', { header: 'Kind', cell: ({ getValue }) => <code>{getValue()}</code> }),
  event.accessor('status', { header: 'Status', cell: ({ getValue }) => optional(getValue()) }),
  event.accessor('valId', { header: 'Val id', cell: ({ getValue }) => <span className="mono">{optional(getValue())}</span> }),
]);
const eventId = (e: GatewayEvent) => String(e.position);

/** Every payment the gateway confirmed for the order, and every callback it (or the shopper's browser) made. */
export function OrderPayments({ order }: { order: Order }) {
  return (
    <section className="section-stack" aria-labelledby="order-payments-title">
      <h2 id="order-payments-title">Payments</h2>
      <DataTable caption="Payments the gateway confirmed, oldest first" columns={paymentColumns} rows={order.payments} rowId={paymentId} empty="No payment has been confirmed." />
      <DataTable caption="Gateway events, oldest first" columns={eventColumns} rows={order.paymentEvents.map((e, position) => ({ ...e, position }))} rowId={eventId} empty="The gateway has not called back." />
    </section>
  );
}
