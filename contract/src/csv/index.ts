/**
 * `@rewards/contract/csv`: the one CSV dialect of every export, whether a screen builds it in
 * the browser or the API streams it. Every value is quoted so commas, quotes and newlines
 * survive, and a leading =, +, - or @ is defused so spreadsheet apps do not run it as a formula.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One CSV line without its line break (records are joined with CRLF). */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}

export const CSV_LINE_BREAK = '\r\n';
