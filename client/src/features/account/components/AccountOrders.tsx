import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Pagination } from '../../../components/Pagination';
import { ErrorText, Spinner } from '../../../components/Spinner';
import { MyOrdersDocument } from '../../../gql/graphql';
import { useT } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/preferences';
import { useOrderFormat } from '../order-format';
import { TrackingNumber } from './OrderShipment';
import { OrderStatusBadge } from './OrderStatusBadge';

export const ORDERS_PAGE_SIZE = 10;

/** The customer's orders, newest first, a page at a time; each links to its order page, and a shipped one shows its tracking number. */
export function AccountOrders({ page, onPage }: { page: number; onPage(page: number): void }) {
  const t = useT();
  const { format } = usePreferences();
  const { formatDate, itemCount } = useOrderFormat();
  // Statuses change after payment and shipping: always ask the server, show the cache meanwhile.
  const { data, previousData, loading, error } = useQuery(MyOrdersDocument, {
    variables: { page, pageSize: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const orders = (data ?? previousData)?.myOrders;

  return (
    <section aria-labelledby="account-orders-title">
      <h2 id="account-orders-title" className="account__title">
        {t('account.section.orders')}
      </h2>
      {!orders && loading && <Spinner label={t('account.orders.loading')} />}
      {error && !loading && <ErrorText>{t('account.orders.loadError')}</ErrorText>}
      {orders && orders.totalItems === 0 && (
        <div className="account-empty">
          <p className="lead">{t('account.orders.empty')}</p>
          <p className="muted">{t('account.orders.emptyHint')}</p>
          <Link to="/all" className="button button--accent">
            {t('account.orders.startShopping')}
          </Link>
        </div>
      )}
      {orders && orders.totalItems > 0 && (
        <>
          <p className="muted account-orders__count" aria-live="polite">
            {t('account.orders.count', { count: orders.totalItems })}
          </p>
          <div className="orders-table__scroll">
            <table className="table orders-table">
              <caption className="visually-hidden">{t('account.orders.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('account.orders.column.order')}</th>
                  <th scope="col">{t('account.orders.column.date')}</th>
                  <th scope="col">{t('account.orders.column.status')}</th>
                  <th scope="col">{t('account.orders.column.items')}</th>
                  <th scope="col">{t('account.orders.column.total')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.items.map((order) => (
                  <tr key={order.id}>
                    <th scope="row" data-label={t('account.orders.column.order')}>
                      <Link to={`/account/orders/${encodeURIComponent(order.tranId)}`} className="orders-table__id">
                        {order.tranId}
                      </Link>
                    </th>
                    <td data-label={t('account.orders.column.date')}>
                      <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                    </td>
                    <td data-label={t('account.orders.column.status')}>
                      <div className="orders-table__status">
                        <OrderStatusBadge status={order.status} onHold={order.paymentOnHold} />
                        {order.shipment && (
                          <span className="orders-table__shipment">
                            {order.shipment.carrier} · <TrackingNumber shipment={order.shipment} />
                          </span>
                        )}
                      </div>
                    </td>
                    <td data-label={t('account.orders.column.items')}>{itemCount(order.lines)}</td>
                    <td data-label={t('account.orders.column.total')} className="orders-table__total">
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
