import { formatDateTime } from '../lib/format';

/** An instant as people read it ("3 May 2026, 14:05", the browser's time zone), machine-readable too. */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}
