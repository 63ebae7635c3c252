import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { VariantStockMovementsDocument, type VariantStockMovementsQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { useAddressPaging } from '../../lib/search-params';
import { MOVEMENT_KINDS, signedUnits } from './labels';

type Movement = VariantStockMovementsQuery['stockMovements']['items'][number];

const DEFAULT_PAGE_SIZE = 25;

function Change({ value }: { value: number }) {
  return <span className={value > 0 ? 'change change--up' : value < 0 ? 'change change--down' : 'change muted'}>{signedUnits(value)}</span>;
}

const column = dataColumns<Movement>();
const columns = column.columns([
  column.accessor('at', { header: 'When', cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>, meta: { className: 'nowrap' } }),
  column.accessor('kind', { header: 'What', cell: ({ getValue }) => <span className={`badge movement--${getValue().toLowerCase()}`}>{MOVEMENT_KINDS[getValue()]}</span> }),
  column.accessor('onHandChange', { header: 'On hand ±', cell: ({ getValue }) => <Change value={getValue()} />, meta: { numeric: true } }),
  column.accessor('reservedChange', { header: 'Reserved ±', cell: ({ getValue }) => <Change value={getValue()} />, meta: { numeric: true } }),
  column.accessor('onHandAfter', { header: 'On hand after', meta: { numeric: true } }),
  column.accessor('reservedAfter', { header: 'Reserved after', meta: { numeric: true } }),
  column.display({
    id: 'by',
    header: 'By',
    cell: ({ row }) => (row.original.tranId ? <span className="nowrap">Order <span className="mono">{row.original.tranId}</span></span> : (row.original.staffEmail ?? <span className="muted">The shop</span>)),
  }),
  column.accessor('note', { header: 'Note', cell: ({ getValue }) => getValue() ?? '' }),
]);

const movementId = (movement: Movement) => movement.id;

/** A variant's movements, newest first, paged on the server (the page in the address). */
export function MovementHistory({ variantId }: { variantId: string }) {
  const { page, pageSize, paging } = useAddressPaging(DEFAULT_PAGE_SIZE);
  const { data, previousData, loading, error } = useQuery(VariantStockMovementsDocument, { variables: { variantId, page, pageSize } });
  const history = (data ?? previousData)?.stockMovements;
  const rows = useMemo(() => history?.items ?? [], [history]);
  return (
    <>
      {error && <p role="alert">The history could not be loaded: {error.message}</p>}
      <DataTable
        caption="Movement history, newest first"
        columns={columns}
        rows={rows}
        rowId={movementId}
        busy={loading}
        empty="No movement yet."
        paging={paging(history?.totalItems ?? 0)}
      />
    </>
  );
}
