import { InvalidInputError } from './errors';
import { text } from './i18n/catalogue';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/**
 * Validates paging from any edge. Accepts numbers or the strings of a query string; anything that is not a
 * whole number in range is refused with a message rather than clamped into a silent full table.
 */
export function toPageRequest(page: unknown, pageSize: unknown, sizeName = 'pageSize'): PageRequest {
  return {
    page: wholeNumber(page, 'page', 1, 1, 1_000_000),
    pageSize: wholeNumber(pageSize, sizeName, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  };
}

function wholeNumber(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new InvalidInputError(text('BAD_USER_INPUT.wholeNumber', { name, min, max }), { fields: { [name]: text('field.any.range', { min, max }) } });
  }
  return parsed;
}

export function pageOf<T>(items: T[], request: PageRequest, totalItems: number): Page<T> {
  return {
    items,
    page: request.page,
    pageSize: request.pageSize,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / request.pageSize)),
  };
}
