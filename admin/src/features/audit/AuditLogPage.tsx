import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { TextField } from '../../components/form/Field';
import { FilterPanel } from '../../components/form/FilterPanel';
import { Page } from '../../components/Page';
import { AuditLogDocument, type AuditLogQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { useListAddress } from '../../lib/search-params';
import { AuditChanges } from './AuditChanges';

type Entry = AuditLogQuery['auditLog']['items'][number];

const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

const column = dataColumns<Entry>();

/** A link that filters the log to one entity: "every change to this product". */
function entityLink(entityType: string, entityId: string) {
  return `?${new URLSearchParams({ entityType, entityId })}`;
}

const columns = column.columns([
  column.accessor('at', { header: 'When', cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>, meta: { className: 'nowrap' } }),
  column.accessor('staffEmail', { header: 'Who' }),
  column.accessor('action', { header: 'Action', cell: ({ getValue }) => <code>{getValue()}</code> }),
  column.display({
    id: 'entity',
    header: 'Entity',
    cell: ({ row }) => (
      <>
        {row.original.entityType}{' '}
        <Link to={entityLink(row.original.entityType, row.original.entityId)} className="mono" title={row.original.entityId}>
          {row.original.entityId.slice(0, 8)}
          <span className="visually-hidden"> (show every change to this {row.original.entityType})</span>
        </Link>
      </>
    ),
    meta: { className: 'nowrap' },
  }),
  column.display({ id: 'changes', header: 'Changes', cell: ({ row }) => <AuditChanges before={row.original.before} after={row.original.after} /> }),
]);

const filterSchema = z.object({
  entityType: z.string().trim().max(100, 'At most 100 characters.'),
  entityId: z.string().trim().max(200, 'At most 200 characters.'),
});
const readFilters = (params: URLSearchParams) => ({ entityType: params.get('entityType') ?? '', entityId: params.get('entityId') ?? '' });

const entryId = (entry: Entry) => entry.id;

/** Every admin change, newest first, paged on the server, filtered by entity; the filters live in the address. */
export default function AuditLogPage() {
  // A filter link in the table, or back / forward, changes the address: the list and the form follow it.
  const { filters, page, pageSize, paging, show, filtered } = useListAddress({ readFilters, defaultPageSize: DEFAULT_PAGE_SIZE });
  const { entityType, entityId } = filters;
  const { data, previousData, loading, error } = useQuery(AuditLogDocument, {
    variables: { entityType: entityType || null, entityId: entityId || null, page, pageSize },
  });
  const log = (data ?? previousData)?.auditLog;
  const rows = useMemo(() => log?.items ?? [], [log]);

  return (
    <Page title="Audit log" intro="Every change made in the back office: who, what, when, and the values before and after. Nobody can edit it.">
      <FilterPanel schema={filterSchema} values={filters} onApply={(next) => show({ filters: next })}>
        <TextField name="entityType" label="Entity type" description="staff, order, product…" />
        <TextField name="entityId" label="Entity ID" />
      </FilterPanel>
      {error && <p role="alert">The audit log could not be loaded: {error.message}</p>}
      <DataTable
        caption={filtered ? `Changes to ${[entityType, entityId].filter(Boolean).join(' ')}` : 'All changes, newest first'}
        columns={columns}
        rows={rows}
        rowId={entryId}
        busy={loading}
        empty={filtered ? 'No change matches these filters.' : 'Nothing has been changed yet.'}
        paging={{ ...paging(log?.totalItems ?? 0), pageSizes: PAGE_SIZES }}
      />
    </Page>
  );
}
