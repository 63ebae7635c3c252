import './orders.css';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { DateTime } from '../../components/DateTime';
import { DownloadButton } from '../../components/DownloadButton';
import { SelectField, TextField } from '../../components/form/Field';
import { FilterPanel } from '../../components/form/FilterPanel';
import { OrderLink } from '../../components/OrderLink';
import { ORDER_STATUS_LABELS, OrderStatusBadge, PAYMENT_STATE_LABELS, PaymentStateBadge } from '../../components/OrderStatusBadge';
import { Page } from '../../components/Page';
import { AdminOrdersDocument, type AdminOrderRowFragment } from '../../gql/graphql';
import { useListAddress } from '../../lib/search-params';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORTING, exportPath, filterSchema, orderListVariables, readOrderFilters, SORT_FIELDS } from './order-list-request';

type Row = AdminOrderRowFragment;

const column = dataColumns<Row>();
const columns = column.columns([
  column.accessor('tranId', {
    header: 'Order',
    cell: ({ getValue }) => <OrderLink tranId={getValue()} />,
    meta: { className: 'nowrap' },
  }),
  column.accessor('createdAt', { header: 'Placed', enableSorting: true, sortDescFirst: true, cell: ({ getValue }) => <DateTime value={getValue()} />, meta: { className: 'nowrap' } }),
  column.display({
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) => (
      <>
        {row.original.deliveryName}
        <span className="cell-detail">{row.original.customerEmail}</span>
        <span className="cell-detail">{row.original.deliveryPhone}</span>
      </>
    ),
  }),
  column.accessor('status', { header: 'Status', enableSorting: true, cell: ({ getValue }) => <OrderStatusBadge status={getValue()} /> }),
  column.accessor('paymentState', { header: 'Payment', cell: ({ row }) => <PaymentStateBadge state={row.original.paymentState} onHold={row.original.paymentOnHold} /> }),
  column.accessor((row) => row.total.formatted, { id: 'total', header: 'Total', enableSorting: true, sortDescFirst: true, meta: { numeric: true } }),
]);

const options = (labels: Record<string, string>, all: string) => [{ value: '', label: all }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
const STATUS_OPTIONS = options(ORDER_STATUS_LABELS, 'All statuses');
const PAYMENT_OPTIONS = options(PAYMENT_STATE_LABELS, 'Any payment');

const PAGE_SIZES = [10, 25, 50, 100] as const;
const orderId = (row: Row) => row.tranId;

/** Every customer's orders, filtered, sorted and paged on the server, all of it in the address; the same filters export as CSV. */
export default function OrderListPage() {
  const { filters, sorting, page, pageSize, paging, show, filtered } = useListAddress({ readFilters: readOrderFilters, defaultPageSize: DEFAULT_PAGE_SIZE, sortable: Object.keys(SORT_FIELDS), defaultSorting: DEFAULT_SORTING });
  // Orders change with every payment: the cached page shows at once, the server's follows.
  const { data, previousData, loading, error } = useQuery(AdminOrdersDocument, { variables: orderListVariables(filters, sorting, page, pageSize), fetchPolicy: 'cache-and-network' });
  const list = (data ?? previousData)?.adminOrders;
  const rows = useMemo(() => list?.items ?? [], [list]);

  return (
    <Page
      title="Orders"
      intro="Every order placed in the shop, paid or not."
      actions={
        <DownloadButton path={exportPath(filters)} filename="orders.csv">
          Export CSV<span className="visually-hidden"> of {filtered ? 'the orders matching the filters' : 'all orders'}</span>
        </DownloadButton>
      }
    >
      <FilterPanel schema={filterSchema} values={filters} onApply={(next) => show({ filters: next })} className="form--grid order-filters">
        <TextField name="search" label="Search" type="search" description="Order number, e-mail, name or phone." className="order-filters__search" />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <SelectField name="paymentState" label="Payment" options={PAYMENT_OPTIONS} />
        <TextField name="from" label="Placed from" type="date" />
        <TextField name="to" label="Placed until" type="date" />
      </FilterPanel>
      {error && <p role="alert">The orders could not be loaded: {error.message}</p>}
      <DataTable
        caption={filtered ? 'Orders matching the filters' : 'All orders'}
        columns={columns}
        rows={rows}
        rowId={orderId}
        busy={loading}
        empty={filtered ? 'No order matches these filters.' : 'No orders yet.'}
        paging={{ ...paging(list?.totalItems ?? 0), pageSizes: PAGE_SIZES }}
        sorting={{ state: sorting, onChange: (next) => show({ sorting: next }) }}
      />
    </Page>
  );
}
