import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { Page } from '../../components/Page';
import { FindVariantsDocument, LowStockListDocument, type FindVariantsQuery, type VariantStockFieldsFragment } from '../../gql/graphql';
import { useAddressPaging } from '../../lib/search-params';
import { colourLabel } from './labels';

const DEFAULT_PAGE_SIZE = 25;

/** Where a variant's stock is: the SKU links to it. */
export const variantLink = (variantId: string) => ({ pathname: '/inventory', search: `?${new URLSearchParams({ variant: variantId })}` });

function SkuLink({ variantId, sku }: { variantId: string; sku: string }) {
  return (
    <Link to={variantLink(variantId)} className="mono">
      <span className="visually-hidden">Stock of </span>
      {sku}
    </Link>
  );
}

const low = dataColumns<VariantStockFieldsFragment>();
const lowStockColumns = low.columns([
  low.accessor('sku', { header: 'SKU', cell: ({ row }) => <SkuLink variantId={row.original.variantId} sku={row.original.sku} />, meta: { className: 'nowrap' } }),
  low.accessor('productName', { header: 'Product' }),
  low.accessor('size', { header: 'Size' }),
  low.accessor('colour', { header: 'Colour', cell: ({ getValue }) => colourLabel(getValue()) }),
  low.accessor('available', { header: 'Available', meta: { numeric: true } }),
  low.accessor('lowStockThreshold', {
    header: 'Threshold',
    meta: { numeric: true },
    cell: ({ row }) => (
      <>
        {row.original.lowStockThreshold}
        {row.original.usesDefaultThreshold && <span className="muted"> (default)</span>}
      </>
    ),
  }),
]);

type FoundVariant = FindVariantsQuery['catalogProducts']['items'][number]['variants'][number] & { productName: string; archived: boolean };

const found = dataColumns<FoundVariant>();
const foundColumns = found.columns([
  found.accessor('sku', { header: 'SKU', cell: ({ row }) => <SkuLink variantId={row.original.id} sku={row.original.sku} />, meta: { className: 'nowrap' } }),
  found.accessor('productName', {
    header: 'Product',
    cell: ({ row }) => (
      <>
        {row.original.productName}
        {row.original.archived && <span className="muted"> (archived)</span>}
      </>
    ),
  }),
  found.accessor('size', { header: 'Size' }),
  found.accessor('colour', { header: 'Colour', cell: ({ getValue }) => colourLabel(getValue()) }),
  found.accessor('stockOnHand', { header: 'On hand', meta: { numeric: true } }),
  found.accessor('available', { header: 'Available', meta: { numeric: true } }),
]);

/**
 * The products found, as their variants: only those whose SKU has what was typed when some do (a SKU
 * search), else every variant of the product (a name search).
 */
function variantsFound(products: FindVariantsQuery['catalogProducts']['items'], search: string): FoundVariant[] {
  const term = search.trim().toLowerCase();
  return products.flatMap((product) => {
    const bySku = product.variants.filter((variant) => variant.sku.toLowerCase().includes(term));
    return (bySku.length > 0 ? bySku : product.variants).map((variant) => ({ ...variant, productName: product.name, archived: product.status === 'ARCHIVED' }));
  });
}

const searchSchema = z.object({ q: z.string().trim().min(1, 'Enter a SKU or a product name.').max(100, 'At most 100 characters.') });
type SearchValues = z.infer<typeof searchSchema>;

const stockRowId = (row: VariantStockFieldsFragment) => row.variantId;
const foundRowId = (row: FoundVariant) => row.id;

/** The low-stock list, paged on the server, and a search for any variant by SKU or product name. */
export function InventoryOverview() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { page, pageSize, paging } = useAddressPaging(DEFAULT_PAGE_SIZE);

  const lowStock = useQuery(LowStockListDocument, { variables: { page, pageSize } });
  const list = (lowStock.data ?? lowStock.previousData)?.lowStock;
  const lowRows = useMemo(() => list?.items ?? [], [list]);

  const search = useQuery(FindVariantsDocument, { variables: { search: q }, skip: q === '' });
  const products = search.data?.catalogProducts;
  const foundRows = useMemo(() => variantsFound(products?.items ?? [], q), [products, q]);

  const form = useForm<SearchValues>({ resolver: zodResolver(searchSchema), defaultValues: { q } });
  const { reset } = form;
  useEffect(() => reset({ q }), [reset, q]);

  function find({ q: next }: SearchValues) {
    const search = new URLSearchParams(params);
    search.set('q', next);
    setParams(search);
  }
  function clear() {
    const search = new URLSearchParams(params);
    search.delete('q');
    setParams(search);
  }

  return (
    <Page title="Inventory" intro="Stock per size and colour: what is running low, and any variant’s stock, adjustments and history.">
      <section className="panel" aria-labelledby="find-variant-title">
        <h2 id="find-variant-title">Find a variant</h2>
        <Form form={form} onSubmit={find} aria-labelledby="find-variant-title" className="form--inline">
          <TextField name="q" label="SKU or product name" type="search" autoComplete="off" />
          <div className="form__actions">
            <button type="submit" className="button">
              Find
            </button>
            {q && (
              <button type="button" className="button button--secondary" onClick={clear}>
                Clear
              </button>
            )}
          </div>
        </Form>
      </section>
      {q && (
        <>
          {search.error && <p role="alert">The search failed: {search.error.message}</p>}
          <DataTable caption={`Variants matching “${q}”`} columns={foundColumns} rows={foundRows} rowId={foundRowId} busy={search.loading} empty="No product or SKU matches." />
          {products && products.totalItems > products.items.length && (
            <p className="muted">
              The first {products.items.length} of {products.totalItems} products matching: type more of the SKU or name to narrow it down.
            </p>
          )}
        </>
      )}
      {lowStock.error && <p role="alert">The low-stock list could not be loaded: {lowStock.error.message}</p>}
      <DataTable
        caption="Low stock, emptiest first"
        columns={lowStockColumns}
        rows={lowRows}
        rowId={stockRowId}
        busy={lowStock.loading}
        empty="Nothing is running low: every size and colour has more available than its threshold."
        paging={paging(list?.totalItems ?? 0)}
      />
    </Page>
  );
}
