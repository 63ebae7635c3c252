import { Link } from 'react-router-dom';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { DateTime } from '../../components/DateTime';
import { OrderLink } from '../../components/OrderLink';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import type { AdminCustomerQuery } from '../../gql/graphql';

type Order = AdminCustomerQuery['adminCustomer']['orders'][number];

const column = dataColumns<Order>();
const columns = column.columns([
  column.accessor('tranId', {
    header: 'Order',
    cell: ({ getValue }) => <OrderLink tranId={getValue()} />,
    meta: { className: 'nowrap' },
  }),
  column.accessor('createdAt', { header: 'Placed', cell: ({ getValue }) => <DateTime value={getValue()} />, meta: { className: 'nowrap' } }),
  column.accessor('status', { header: 'Status', cell: ({ getValue }) => <OrderStatusBadge status={getValue()} /> }),
  column.accessor((order) => order.total.formatted, { id: 'total', header: 'Total', meta: { numeric: true } }),
]);
const orderId = (order: Order) => order.tranId;

/** The customer's newest orders (the API gives up to 100), each a link to its page; past those, the Orders list finds the rest. */
export function CustomerOrders({ orders, ordersCount, email }: { orders: Order[]; ordersCount: number; email: string }) {
  return (
    <section className="section-stack" aria-labelledby="customer-orders-title">
      <h2 id="customer-orders-title">Orders</h2>
      <DataTable caption="Their orders, newest first" captionHidden columns={columns} rows={orders} rowId={orderId} empty="No orders yet." />
      {ordersCount > orders.length && (
        <p>
          The newest {orders.length} of {ordersCount} are shown. <Link to={`/orders?search=${encodeURIComponent(email)}`}>Find all their orders</Link>.
        </p>
      )}
    </section>
  );
}
