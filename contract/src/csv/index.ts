/**
 * `@rewards/contract/csv`: the one CSV dialect of every export, whether a screen builds it in
 * the browser or the API streams it. Every value is quoted so commas, quotes and newlines
 * survive, and a value a spreadsheet app could run as a formula is defused (`csvCell`).
 */

/**
 * OWASP's CSV-injection rule: a cell beginning with =, +, - or @, a TAB, CR or LF (Excel and
 * LibreOffice skip leading whitespace before reading a formula), or the full-width
 * ＝ ＋ － ＠ (some spreadsheet apps fold them to ASCII), gets a leading `'`.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One CSV line without its line break (records are joined with CRLF). */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}

export const CSV_LINE_BREAK = '\r\n';
