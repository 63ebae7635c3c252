import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { DateTime } from '../../components/DateTime';
import { TextField } from '../../components/form/Field';
import { FilterPanel } from '../../components/form/FilterPanel';
import { Page } from '../../components/Page';
import { AdminCustomersDocument, type CustomerRowFragment } from '../../gql/graphql';
import { useListAddress } from '../../lib/search-params';
import { AccountBadge } from './AccountBadge';

type Row = CustomerRowFragment;

const column = dataColumns<Row>();
const columns = column.columns([
  column.accessor('name', { header: 'Name', cell: ({ row }) => <Link to={`/customers/${row.original.id}`}>{row.original.name}</Link> }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('disabledAt', { header: 'Account', cell: ({ getValue }) => <AccountBadge disabledAt={getValue()} /> }),
  column.accessor('createdAt', { header: 'Joined', cell: ({ getValue }) => <DateTime value={getValue()} />, meta: { className: 'nowrap' } }),
  column.accessor('ordersCount', { header: 'Orders', meta: { numeric: true } }),
  column.accessor((row) => row.totalSpent.formatted, { id: 'spent', header: 'Spent', meta: { numeric: true } }),
]);

const filterSchema = z.object({ search: z.string().trim().max(100, 'At most 100 characters.') });
type Filters = z.infer<typeof filterSchema>;
const readFilters = (params: URLSearchParams): Filters => ({ search: params.get('search')?.trim() ?? '' });

const DEFAULT_PAGE_SIZE = 20;
const customerId = (row: Row) => row.id;

/** Every shopper's account, newest first, found by part of the name or e-mail; the search and page live in the address. */
export default function CustomerListPage() {
  const { filters, page, pageSize, paging, show, filtered } = useListAddress({ readFilters, defaultPageSize: DEFAULT_PAGE_SIZE });
  const { data, previousData, loading, error } = useQuery(AdminCustomersDocument, { variables: { search: filters.search || null, page, pageSize }, fetchPolicy: 'cache-and-network' });
  const list = (data ?? previousData)?.adminCustomers;
  const rows = useMemo(() => list?.items ?? [], [list]);

  return (
    <Page title="Customers" intro="Shoppers’ accounts: what they ordered and spent, and whether they can log in.">
      <FilterPanel schema={filterSchema} values={filters} onApply={(next) => show({ filters: next })}>
        <TextField name="search" label="Search" type="search" description="Part of the name or e-mail." />
      </FilterPanel>
      {error && <p role="alert">The customers could not be loaded: {error.message}</p>}
      <DataTable
        caption={filtered ? `Customers matching “${filters.search}”` : 'All customers, newest first'}
        columns={columns}
        rows={rows}
        rowId={customerId}
        busy={loading}
        empty={filtered ? 'No customer matches this search.' : 'No customers yet.'}
        paging={paging(list?.totalItems ?? 0)}
      />
    </Page>
  );
}
