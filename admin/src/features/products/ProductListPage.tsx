import './products.css';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { z } from 'zod';
import { dataColumns, DataTable, type SortingState } from '../../components/data-table/DataTable';
import { SelectField, TextField } from '../../components/form/Field';
import { FilterPanel } from '../../components/form/FilterPanel';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { Page } from '../../components/Page';
import {
  CatalogProductsDocument,
  type CatalogProductRowFragment,
  type CatalogProductsQueryVariables,
  type CatalogSortField,
  type Category,
  type ProductStatus,
  type ProductStockLevel,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { choiceParam, useListAddress } from '../../lib/search-params';
import { CATEGORY_LABELS, STATUS_LABELS, StatusBadge, STOCK_LABELS } from './labels';

type Row = CatalogProductRowFragment;

const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

/** Sortable columns and the server's sort keys; unsorted, the server lists the most recently updated first. */
const SORT_FIELDS: Record<string, CatalogSortField> = { name: 'NAME', price: 'PRICE', available: 'STOCK', updatedAt: 'UPDATED' };
const DEFAULT_SORTING: SortingState = [{ id: 'updatedAt', desc: true }];

const column = dataColumns<Row>();
const columns = column.columns([
  column.accessor('thumbnail', {
    header: () => <span className="visually-hidden">Picture</span>,
    // The name beside it says what it shows.
    cell: ({ getValue }) => <img className="product-thumb" src={getValue()} alt="" width={48} height={48} loading="lazy" decoding="async" />,
    meta: { className: 'product-thumb-cell' },
  }),
  column.accessor('name', {
    header: 'Name',
    enableSorting: true,
    meta: { className: 'product-name-cell' },
    cell: ({ row }) => (
      <>
        <Link to={`/products/${row.original.id}`} className="product-name">
          {row.original.name}
        </Link>
        <span className="mono muted product-slug">{row.original.slug}</span>
      </>
    ),
  }),
  column.accessor('status', { header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  column.accessor('category', { header: 'Category', cell: ({ getValue }) => CATEGORY_LABELS[getValue()] }),
  column.accessor((row) => row.price.formatted, { id: 'price', header: 'Price', enableSorting: true, meta: { numeric: true } }),
  column.accessor('available', { header: 'Available', enableSorting: true, meta: { numeric: true } }),
  column.accessor('updatedAt', {
    header: 'Updated',
    enableSorting: true,
    sortDescFirst: true,
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
    meta: { className: 'nowrap' },
  }),
]);

const options = <T extends string>(labels: Record<T, string>, all: string) => [{ value: '', label: all }, ...Object.entries<string>(labels).map(([value, label]) => ({ value, label }))];
const CATEGORY_OPTIONS = options(CATEGORY_LABELS, 'All categories');
const STATUS_OPTIONS = options(STATUS_LABELS, 'All statuses');
const STOCK_OPTIONS = options(STOCK_LABELS, 'Any stock');

const filterSchema = z.object({
  search: z.string().trim().max(200, 'At most 200 characters.'),
  category: z.string(),
  status: z.string(),
  stock: z.string(),
});
type Filters = z.infer<typeof filterSchema>;

/** The filters the address holds, each with its default when absent or none of the choices. */
function readFilters(params: URLSearchParams): Filters {
  return {
    search: params.get('search')?.trim() ?? '',
    category: choiceParam<Category>(params.get('category'), CATEGORY_LABELS),
    status: choiceParam<ProductStatus>(params.get('status'), STATUS_LABELS),
    stock: choiceParam<ProductStockLevel>(params.get('stock'), STOCK_LABELS),
  };
}

const productId = (row: Row) => row.id;

/** Every product in any status, paged and sorted on the server, filtered by words, category, status and stock; all of it kept in the address. */
export default function ProductListPage() {
  const location = useLocation();
  const [notice] = useState<NoticeMessage | null>(() => {
    const text = (location.state as { notice?: string } | null)?.notice;
    return text ? { tone: 'success', text } : null;
  });
  const { filters, sorting, page, pageSize, paging, show, filtered } = useListAddress({ readFilters, defaultPageSize: DEFAULT_PAGE_SIZE, sortable: Object.keys(SORT_FIELDS), defaultSorting: DEFAULT_SORTING });
  const variables: CatalogProductsQueryVariables = {
    filter: {
      search: filters.search || null,
      category: (filters.category || null) as Category | null,
      status: (filters.status || null) as ProductStatus | null,
      stock: (filters.stock || null) as ProductStockLevel | null,
    },
    sort: { field: SORT_FIELDS[sorting[0].id], direction: sorting[0].desc ? 'DESC' : 'ASC' },
    page,
    pageSize,
  };
  // Products change on other pages (and for other members): the cached page shows at once, the server's follows.
  const { data, previousData, loading, error } = useQuery(CatalogProductsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const list = (data ?? previousData)?.catalogProducts;
  const rows = useMemo(() => list?.items ?? [], [list]);

  return (
    <Page
      title="Products"
      intro="Every product in the catalogue, drafts and archived ones included."
      actions={
        <Link to="/products/new" className="button">
          New product
        </Link>
      }
    >
      <Notice message={notice} />
      <FilterPanel schema={filterSchema} values={filters} onApply={(next) => show({ filters: next })}>
        <TextField name="search" label="Search" type="search" description="Words in the name, the slug or a SKU." />
        <SelectField name="category" label="Category" options={CATEGORY_OPTIONS} />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <SelectField name="stock" label="Stock" options={STOCK_OPTIONS} />
      </FilterPanel>
      {error && <p role="alert">The products could not be loaded: {error.message}</p>}
      <DataTable
        caption={filtered ? 'Products matching the filters' : 'All products'}
        columns={columns}
        rows={rows}
        rowId={productId}
        busy={loading}
        empty={filtered ? 'No product matches these filters.' : 'No products yet.'}
        paging={{ ...paging(list?.totalItems ?? 0), pageSizes: PAGE_SIZES }}
        sorting={{ state: sorting, onChange: (next) => show({ sorting: next }) }}
      />
    </Page>
  );
}
