/**
 * One CSV record (RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; CRLF).
 * A field a spreadsheet would run as a formula (= + - @, or a tab or CR before one) gets a leading
 * apostrophe first: an export of shopper-typed names must never run code in the merchant's spreadsheet.
 */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
