import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { SelectField, TextField } from '../../components/form/Field';
import { FilterPanel } from '../../components/form/FilterPanel';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { Page } from '../../components/Page';
import { PromoCodeListDocument, type PromoCodeFieldsFragment, type PromoCodeStatus } from '../../gql/graphql';
import { choiceParam, useListAddress } from '../../lib/search-params';
import { limitsText, STATUS_LABELS, STATUS_OPTIONS, windowText } from './promo-code-text';
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
const readFilters = (params: URLSearchParams): z.infer<typeof filterSchema> => ({ search: params.get('search') ?? '', status: choiceParam<PromoCodeStatus>(params.get('status'), STATUS_LABELS) });

const codeId = (code: Code) => code.id;

/** Every promo code, newest first, paged on the server; filters by part of the code and by status, in the address. */
export function PromoCodeList({ notice, onNotice }: { notice: NoticeMessage | null; onNotice: ShowNotice }) {
  const { filters, page, pageSize, paging, show, filtered } = useListAddress({ readFilters, defaultPageSize: DEFAULT_PAGE_SIZE });
  const { data, previousData, loading, error } = useQuery(PromoCodeListDocument, {
    variables: { search: filters.search || null, status: (filters.status || null) as PromoCodeStatus | null, page, pageSize },
  });
  const list = (data ?? previousData)?.promoCodes;
  const rows = useMemo(() => list?.items ?? [], [list]);

  const switchCode = usePromoCodeSwitch(onNotice);
  const columns = useMemo(() => codeColumns((code) => void switchCode(code)), [switchCode]);

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
      <FilterPanel schema={filterSchema} values={filters} onApply={(next) => show({ filters: next })}>
        <TextField name="search" label="Code contains" type="search" autoComplete="off" />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      </FilterPanel>
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
