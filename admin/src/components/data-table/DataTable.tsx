import {
  createColumnHelper,
  FlexRender,
  functionalUpdate,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Header,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import { Pagination } from './Pagination';

export type { SortingState } from '@tanstack/react-table';

/** What a column may say about its cells: `numeric` right-aligns them, `className` styles header and cells. */
export interface DataColumnMeta {
  numeric?: boolean;
  className?: string;
}

/** Sorting and paging state only: the server sorts and pages, the table never reorders or slices rows. */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnMeta: metaHelper<DataColumnMeta>() });
export type DataTableFeatures = typeof dataTableFeatures;
export type DataColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>;

/** Columns for a DataTable of TRow: `const columns = dataColumns<Row>().columns([...])`, at module scope. */
export const dataColumns = <TRow extends RowData>() => createColumnHelper<DataTableFeatures, TRow>();

export interface ServerPaging {
  /** 1-based, as the API counts pages. */
  page: number;
  pageSize: number;
  totalItems: number;
  onChange: (page: number, pageSize: number) => void;
  pageSizes?: readonly number[];
}

export interface ServerSorting {
  /** The columns (ids) sorted by, first first; columns are sortable when their def says `enableSorting: true`. */
  state: SortingState;
  onChange: (sorting: SortingState) => void;
}

export interface DataTableProps<TRow extends RowData> {
  /** The table's accessible name, shown as its caption. */
  caption: string;
  /** Hide the caption visually when a heading above already says it. */
  captionHidden?: boolean;
  columns: DataColumn<TRow>[];
  rows: TRow[];
  rowId: (row: TRow) => string;
  /** A request for these rows is under way (the previous page stays until it answers). */
  busy?: boolean;
  empty?: ReactNode;
  paging?: ServerPaging;
  sorting?: ServerSorting;
}

const NO_SORTING: SortingState = [];
/** A column is sortable only when its def says so (the server sorts by a known list of keys). */
const DEFAULT_COLUMN = { enableSorting: false };
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A grid of server-paged, server-sorted rows on TanStack Table (manualPagination, manualSorting): the
 * table keeps the state, the page's owner fetches what it says. Real table semantics, the caption as
 * its name, sortable headers as buttons with aria-sort, and labelled paging controls.
 */
export function DataTable<TRow extends RowData>({ caption, captionHidden = false, columns, rows, rowId, busy = false, empty = 'Nothing to show.', paging, sorting }: DataTableProps<TRow>) {
  const captionId = useId();
  const pagination: PaginationState = { pageIndex: (paging?.page ?? 1) - 1, pageSize: paging?.pageSize ?? Math.max(rows.length, 1) };
  const onPaginationChange: OnChangeFn<PaginationState> = (updater) => {
    const next = functionalUpdate(updater, pagination);
    paging?.onChange(next.pageIndex + 1, next.pageSize);
  };
  const onSortingChange: OnChangeFn<SortingState> = (updater) => sorting?.onChange(functionalUpdate(updater, sorting.state));

  const table = useTable({
    features: dataTableFeatures,
    columns,
    defaultColumn: DEFAULT_COLUMN,
    data: rows,
    getRowId: rowId,
    state: { sorting: sorting?.state ?? NO_SORTING, pagination },
    onSortingChange,
    onPaginationChange,
    manualSorting: true,
    manualPagination: true,
    rowCount: paging?.totalItems ?? rows.length,
    enableSorting: sorting !== undefined,
    enableMultiSort: false,
    // Sorting always has a direction: a column starts ascending (unless its def says sortDescFirst) and toggles.
    enableSortingRemoval: false,
    sortDescFirst: false,
    autoResetPageIndex: false,
  });

  return (
    <div className="data-table">
      {/* A keyboard user can scroll a table wider than the screen: the region takes focus. */}
      <div className="data-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table aria-busy={busy || undefined}>
          <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className="data-table__empty" colSpan={columns.length}>
                  {busy ? 'Loading…' : empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={cellClass(cell.column.columnDef.meta)}>
                      <FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging && <Pagination label={caption} page={paging.page} pageCount={table.getPageCount()} pageSize={paging.pageSize} totalItems={paging.totalItems} pageSizes={paging.pageSizes} onPage={(page) => table.setPageIndex(page - 1)} onPageSize={(size) => table.setPagination({ pageIndex: 0, pageSize: size })} />}
    </div>
  );
}

function cellClass(meta: DataColumnMeta | undefined): string | undefined {
  const classes = [meta?.numeric ? 'numeric' : '', meta?.className ?? ''].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

function HeaderCell<TRow extends RowData>({ header }: { header: Header<DataTableFeatures, TRow, unknown> }) {
  const column = header.column;
  const className = cellClass(column.columnDef.meta);
  if (header.isPlaceholder) return <th scope="col" className={className} />;
  const content = <FlexRender header={header} />;
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {content}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  return (
    <th scope="col" className={className} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button type="button" className="data-table__sort" onClick={column.getToggleSortingHandler()}>
        {content}
        <span className={`data-table__sort-icon${sorted ? ` is-${sorted}` : ''}`} aria-hidden="true" />
      </button>
    </th>
  );
}
