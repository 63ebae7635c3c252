/** One field of an audited change: its value before and after (undefined: the field was not there). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

function parse(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { value: json };
  }
}

/**
 * What an audit entry changed, field by field: for an update only the fields whose values differ; for
 * a creation every value after, for a removal every value before. Fields keep the order they were written in.
 */
export function auditChanges(beforeJson: string | null, afterJson: string | null): FieldChange[] {
  const before = parse(beforeJson);
  const after = parse(afterJson);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => before === null || after === null || JSON.stringify(change.before) !== JSON.stringify(change.after));
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** A value as a person reads it: dates formatted, nothing shown as "—", lists and objects compact. */
export function readableValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? dateTime.format(new Date(value)) : value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(', ');
  return JSON.stringify(value);
}

/** "lastLoginAt" → "Last login at", "price_cents" → "Price cents". */
export function readableField(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
