/** One CSV line (RFC 4180, CRLF) of cells: quoted when needed, and safe to open in a spreadsheet. */
export function csvLine(cells: readonly (string | number | Date | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A cell a spreadsheet shows as text: one that starts like a formula (= + - @, or a tab or carriage
 * return before one) gets a leading apostrophe, so an address such as "=HYPERLINK(…)" cannot run.
 */
function csvCell(value: string | number | Date | null): string {
  if (value === null) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
