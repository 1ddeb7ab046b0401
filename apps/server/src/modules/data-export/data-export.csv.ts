/** One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. */
function cell(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  // a leading =, +, - or @ would run as a formula in a spreadsheet: a quote makes it text
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file with a header row, CRLF line ends, as spreadsheets expect. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
