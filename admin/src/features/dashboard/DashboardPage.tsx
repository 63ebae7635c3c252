import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { Page } from '../../components/Page';
import { AdminDashboardDocument, type AdminDashboardQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { SECTIONS } from '../../lib/sections';
import { useSession } from '../../lib/session';
import { ORDER_STATUS_LABELS } from '../../components/OrderStatusBadge';
import { colourName } from './dashboard-text';
import { DailySalesTable, RevenueChart } from './RevenueChart';
import { SalesCards } from './SalesCards';
import './dashboard.css';

type Dashboard = AdminDashboardQuery['adminDashboard'];
type NewestOrder = Dashboard['newestOrders'][number];
type LowVariant = NonNullable<Dashboard['lowStock']>['items'][number];

const order = dataColumns<NewestOrder>();
const orderColumns = order.columns([
  order.accessor('tranId', {
    header: 'Order',
    cell: ({ getValue }) => (
      <Link to={`/orders/${encodeURIComponent(getValue())}`} className="mono">
        {getValue()}
      </Link>
    ),
    meta: { className: 'nowrap' },
  }),
  order.accessor('createdAt', {
    header: 'Placed',
    cell: ({ getValue }) => formatDateTime(getValue()),
    meta: { className: 'nowrap' },
  }),
  order.accessor('deliveryName', {
    header: 'Customer',
    cell: ({ row }) => (
      <>
        {row.original.deliveryName}
        <span className="dashboard__email">{row.original.customerEmail}</span>
      </>
    ),
  }),
  order.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <>
        {ORDER_STATUS_LABELS[row.original.status]}
        {row.original.paymentOnHold && <span className="muted"> (held for review)</span>}
      </>
    ),
  }),
  order.accessor('total', {
    header: 'Total',
    cell: ({ getValue }) => formatMoney(getValue()),
    meta: { numeric: true },
  }),
]);

const low = dataColumns<LowVariant>();
const lowStockColumns = low.columns([
  low.accessor('sku', {
    header: 'SKU',
    cell: ({ row }) => (
      <Link
        to={{
          pathname: '/inventory',
          search: `?${new URLSearchParams({ variant: row.original.variantId })}`,
        }}
        className="mono"
      >
        <span className="visually-hidden">Stock of </span>
        {row.original.sku}
      </Link>
    ),
    meta: { className: 'nowrap' },
  }),
  low.accessor('productName', { header: 'Product' }),
  low.accessor('size', {
    header: 'Variant',
    cell: ({ row }) => `${row.original.size}, ${colourName(row.original.colour)}`,
  }),
  low.accessor('available', { header: 'Available', meta: { numeric: true } }),
  low.accessor('lowStockThreshold', {
    header: 'Threshold',
    meta: { numeric: true },
  }),
]);

const orderRowId = (row: NewestOrder) => row.tranId;
const variantRowId = (row: LowVariant) => row.variantId;

/** Sales beside the periods before them, revenue per day, orders by status, the newest orders and low stock. */
function ShopFigures() {
  // Fresh figures on every visit; the last ones stay on screen while they load.
  const { data, error, loading } = useQuery(AdminDashboardDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const dashboard = data?.adminDashboard;
  if (!dashboard) {
    return error ? <p role="alert">The figures could not be loaded: {error.message}</p> : <p role="status">{loading ? 'Loading the figures…' : ''}</p>;
  }
  const currencies = dashboard.dailySales[0]?.revenue.map((money) => money.currency) ?? [];
  return (
    <>
      <section aria-labelledby="dashboard-sales">
        <h2 id="dashboard-sales">Sales</h2>
        <p className="dashboard__note">
          Days as the shop counts them ({dashboard.timeZone}), by when the payment was accepted. Revenue is what paid orders brought in, less refunds; each currency on its own.
        </p>
        <SalesCards periods={dashboard.periods} />
      </section>

      <div className="dashboard__columns">
        <section className="panel" aria-labelledby="dashboard-daily">
          <h2 id="dashboard-daily">Revenue per day, last {dashboard.dailySales.length} days</h2>
          {currencies.map((currency) => (
            <RevenueChart key={currency} days={dashboard.dailySales} currency={currency} />
          ))}
          <DailySalesTable days={dashboard.dailySales} currencies={currencies} />
        </section>
        <section className="panel" aria-labelledby="dashboard-statuses">
          <h2 id="dashboard-statuses">Orders by status</h2>
          <dl className="status-counts">
            {dashboard.ordersByStatus.map(({ status, count }) => (
              <div key={status}>
                <dt>{ORDER_STATUS_LABELS[status]}</dt>
                <dd>{count}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section className="panel" aria-labelledby="dashboard-newest">
        <h2 id="dashboard-newest">Newest orders</h2>
        <DataTable caption="Newest orders" captionHidden columns={orderColumns} rows={dashboard.newestOrders} rowId={orderRowId} empty="No orders yet." />
        <p>
          <Link to="/orders">All orders</Link>
        </p>
      </section>

      {dashboard.lowStock && (
        <section className="panel" aria-labelledby="dashboard-low-stock">
          <h2 id="dashboard-low-stock">Low stock</h2>
          <DataTable
            caption="Low stock, emptiest first"
            captionHidden
            columns={lowStockColumns}
            rows={dashboard.lowStock.items}
            rowId={variantRowId}
            empty="Nothing is running low: every size and colour has more available than its threshold."
          />
          {dashboard.lowStock.totalItems > 0 && (
            <p>
              <Link to="/inventory">{dashboard.lowStock.totalItems > dashboard.lowStock.items.length ? `All ${dashboard.lowStock.totalItems} variants running low` : 'Inventory'}</Link>
            </p>
          )}
        </section>
      )}
    </>
  );
}

/** The landing page: how the shop is doing (for staff who handle orders), then where to go. */
export default function DashboardPage() {
  const { staff, can } = useSession();
  const sections = SECTIONS.filter((section) => section.path !== '/' && can(section.permission));
  return (
    <Page title="Dashboard" intro={`Welcome, ${staff?.name ?? ''}.`}>
      {can('ORDERS') && <ShopFigures />}
      <section aria-labelledby="dashboard-sections" className="panel">
        <h2 id="dashboard-sections">Your sections</h2>
        <ul className="link-grid">
          {sections.map((section) => (
            <li key={section.path}>
              <Link to={section.path}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
