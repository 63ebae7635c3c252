import { z } from 'zod';
import { ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS } from '../../components/OrderStatusBadge';
import type { SortingState } from '../../components/data-table/DataTable';
import type { AdminOrdersQueryVariables, AdminOrderSortField, OrderStatus, PaymentState } from '../../gql/graphql';
import { choiceParam } from '../../lib/search-params';

export const DEFAULT_PAGE_SIZE = 25;

/** Sortable columns and the server's sort keys; unsorted, the newest orders come first. */
export const SORT_FIELDS: Record<string, AdminOrderSortField> = { createdAt: 'CREATED', status: 'STATUS', total: 'TOTAL' };
export const DEFAULT_SORTING: SortingState = [{ id: 'createdAt', desc: true }];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().refine((text) => text === '' || DAY.test(text), 'Enter a date as YYYY-MM-DD.');

export const filterSchema = z
  .object({
    search: z.string().trim().max(100, 'At most 100 characters.'),
    status: z.string(),
    paymentState: z.string(),
    from: day,
    to: day,
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, { path: ['to'], message: 'The end date is before the start date.' });

/** The orders list's filters, as typed and as kept in the address (the same names as the API's and the CSV route's). */
export type OrderFilters = z.infer<typeof filterSchema>;

/** The filters the address holds; a value that is none of the choices, or not a date, is left out. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const date = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : '');
  return {
    search: params.get('search')?.trim().slice(0, 100) ?? '',
    status: choiceParam<OrderStatus>(params.get('status'), ORDER_STATUS_LABELS),
    paymentState: choiceParam<PaymentState>(params.get('paymentState'), PAYMENT_STATE_LABELS),
    from: date('from'),
    to: date('to'),
  };
}

/** What the list asks the API for. */
export function orderListVariables(filters: OrderFilters, sorting: SortingState, page: number, pageSize: number): AdminOrdersQueryVariables {
  const [order] = sorting;
  return {
    filter: {
      search: filters.search || null,
      status: (filters.status || null) as OrderStatus | null,
      paymentState: (filters.paymentState || null) as PaymentState | null,
      from: filters.from || null,
      to: filters.to || null,
    },
    sort: { field: SORT_FIELDS[order.id], direction: order.desc ? 'DESC' : 'ASC' },
    page,
    pageSize,
  };
}

/** The CSV export of the same filters (every matching order, newest first). */
export function exportPath(filters: OrderFilters): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  return `/admin-api/orders.csv${query.size > 0 ? `?${query}` : ''}`;
}
