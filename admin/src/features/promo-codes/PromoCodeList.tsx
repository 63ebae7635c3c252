import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { SelectField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { Page } from '../../components/Page';
import { PromoCodeListDocument, type PromoCodeFieldsFragment } from '../../gql/graphql';
import { useAddressPaging, withPaging } from '../../lib/search-params';
import { isPromoCodeStatus, limitsText, STATUS_OPTIONS, windowText } from './promo-code-text';
import { codeLink, type ShowNotice } from './promo-code-views';
import { PromoCodeStatusBadge } from './PromoCodeStatusBadge';
import { usePromoCodeSwitch } from './use-promo-code-switch';

type Code = PromoCodeFieldsFragment;
type Switch = (code: Code) => void;

const DEFAULT_PAGE_SIZE = 20;

const column = dataColumns<Code>();

function codeColumns(switchCode: Switch) {
  return column.columns([
    column.accessor('code', {
      header: 'Code',
      cell: ({ row }) => (
        <Link to={codeLink(row.original.code)} className="mono">
          {row.original.code}
        </Link>
      ),
    }),
    column.accessor('status', { header: 'Status', cell: ({ getValue }) => <PromoCodeStatusBadge status={getValue()} /> }),
    column.accessor('percentOff', { header: 'Off', cell: ({ getValue }) => `${getValue()}%`, meta: { numeric: true } }),
    column.display({ id: 'window', header: 'When', cell: ({ row }) => windowText(row.original) }),
    column.accessor((code) => code.minSubtotal.amount, { id: 'minimum', header: 'Minimum', cell: ({ row }) => (row.original.minSubtotal.amount > 0 ? row.original.minSubtotal.formatted : 'None'), meta: { numeric: true } }),
    column.display({ id: 'limits', header: 'Limits', cell: ({ row }) => limitsText(row.original) }),
    column.display({
      id: 'uses',
      header: 'Used',
      cell: ({ row }) => (
        <span className="nowrap">
          {row.original.timesRedeemed} redeemed · {row.original.timesHeld} held
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <div className="row-actions promo-actions">
          <Link to={codeLink(row.original.code)} className="button button--secondary button--small">
            Edit<span className="visually-hidden"> {row.original.code}</span>
          </Link>
          <button type="button" className={`button button--small ${row.original.status === 'DISABLED' ? 'button--secondary' : 'button--danger-quiet'}`} onClick={() => switchCode(row.original)}>
            {row.original.status === 'DISABLED' ? 'Enable' : 'Disable'}
            <span className="visually-hidden"> {row.original.code}</span>
          </button>
        </div>
      ),
    }),
  ]);
}

const filterSchema = z.object({ search: z.string().trim().max(32, 'At most 32 characters.'), status: z.string() });
type Filters = z.infer<typeof filterSchema>;

const codeId = (code: Code) => code.id;

/** Every promo code, newest first, paged on the server; filters by part of the code and by status, in the address. */
export function PromoCodeList({ notice, onNotice }: { notice: NoticeMessage | null; onNotice: ShowNotice }) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const statusParam = params.get('status');
  const status = isPromoCodeStatus(statusParam) ? statusParam : null;
  const { page, pageSize, paging } = useAddressPaging(DEFAULT_PAGE_SIZE);
  const { data, previousData, loading, error } = useQuery(PromoCodeListDocument, { variables: { search: search || null, status, page, pageSize } });
  const list = (data ?? previousData)?.promoCodes;
  const rows = useMemo(() => list?.items ?? [], [list]);

  const switchCode = usePromoCodeSwitch(onNotice);
  const columns = useMemo(() => codeColumns((code) => void switchCode(code)), [switchCode]);

  const form = useForm<Filters>({ resolver: zodResolver(filterSchema), defaultValues: { search, status: status ?? '' } });
  const { reset } = form;
  useEffect(() => reset({ search, status: status ?? '' }), [reset, search, status]);

  function show(filters: Filters) {
    const next = new URLSearchParams();
    if (filters.search) next.set('search', filters.search);
    if (filters.status) next.set('status', filters.status);
    setParams(withPaging(next, 1, pageSize, DEFAULT_PAGE_SIZE));
  }

  const filtered = search !== '' || status !== null;
  return (
    <Page
      title="Promo codes"
      intro="Codes shoppers type in the cart: percent off, when, how often, and from which subtotal."
      actions={
        <Link to={{ search: '?new' }} className="button">
          New promo code
        </Link>
      }
    >
      <Notice message={notice} />
      <section className="panel" aria-labelledby="promo-filters-title">
        <h2 id="promo-filters-title">Filter</h2>
        <Form form={form} onSubmit={show} aria-labelledby="promo-filters-title" className="form--inline">
          <TextField name="search" label="Code contains" type="search" autoComplete="off" />
          <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
          <div className="form__actions">
            <button type="submit" className="button">
              Apply filters
            </button>
            {filtered && (
              <button type="button" className="button button--secondary" onClick={() => show({ search: '', status: '' })}>
                Clear filters
              </button>
            )}
          </div>
        </Form>
      </section>
      {error && <p role="alert">The promo codes could not be loaded: {error.message}</p>}
      <DataTable
        caption={filtered ? 'Promo codes matching the filters' : 'All promo codes, newest first'}
        columns={columns}
        rows={rows}
        rowId={codeId}
        busy={loading}
        empty={filtered ? 'No promo code matches these filters.' : 'No promo codes yet.'}
        paging={paging(list?.totalItems ?? 0)}
      />
    </Page>
  );
}
