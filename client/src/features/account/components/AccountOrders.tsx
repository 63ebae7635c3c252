import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Pagination } from '../../../components/Pagination';
import { ErrorText, Spinner } from '../../../components/Spinner';
import { MyOrdersDocument } from '../../../gql/graphql';
import { usePreferences } from '../../../lib/preferences';
import { formatDate, itemCount } from '../order-format';
import { TrackingNumber } from './OrderShipment';
import { OrderStatusBadge } from './OrderStatusBadge';

export const ORDERS_PAGE_SIZE = 10;

/** The customer's orders, newest first, a page at a time; each links to its order page, and a shipped one shows its tracking number. */
export function AccountOrders({ page, onPage }: { page: number; onPage(page: number): void }) {
  const { format } = usePreferences();
  // Statuses change after payment and shipping: always ask the server, show the cache meanwhile.
  const { data, previousData, loading, error } = useQuery(MyOrdersDocument, {
    variables: { page, pageSize: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const orders = (data ?? previousData)?.myOrders;

  return (
    <section aria-labelledby="account-orders-title">
      <h2 id="account-orders-title" className="account__title">
        My orders
      </h2>
      {!orders && loading && <Spinner label="Loading your orders..." />}
      {error && !loading && <ErrorText>Your orders could not be loaded. Please try again.</ErrorText>}
      {orders && orders.totalItems === 0 && (
        <div className="account-empty">
          <p className="lead">You have not placed any orders yet.</p>
          <p className="muted">When you do, they will appear here with their status, from payment to delivery.</p>
          <Link to="/all" className="button button--accent">
            Start shopping
          </Link>
        </div>
      )}
      {orders && orders.totalItems > 0 && (
        <>
          <p className="muted account-orders__count" aria-live="polite">
            {orders.totalItems === 1 ? '1 order' : `${orders.totalItems} orders`}
          </p>
          <div className="orders-table__scroll">
            <table className="table orders-table">
              <caption className="visually-hidden">Your orders, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col">Status</th>
                  <th scope="col">Items</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {orders.items.map((order) => (
                  <tr key={order.id}>
                    <th scope="row" data-label="Order">
                      <Link to={`/account/orders/${encodeURIComponent(order.tranId)}`} className="orders-table__id">
                        {order.tranId}
                      </Link>
                    </th>
                    <td data-label="Date">
                      <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                    </td>
                    <td data-label="Status">
                      <div className="orders-table__status">
                        <OrderStatusBadge status={order.status} onHold={order.paymentOnHold} />
                        {order.shipment && (
                          <span className="orders-table__shipment">
                            {order.shipment.carrier} · <TrackingNumber shipment={order.shipment} />
                          </span>
                        )}
                      </div>
                    </td>
                    <td data-label="Items">{itemCount(order.lines)}</td>
                    <td data-label="Total" className="orders-table__total">
                      {format(order.total)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {orders.totalPages > 1 && <Pagination page={orders.page} totalPages={orders.totalPages} onPage={onPage} />}
        </>
      )}
    </section>
  );
}
