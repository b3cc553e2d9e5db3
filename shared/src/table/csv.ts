import { CSV_LINE_BREAK, csvLine } from '@rewards/contract/csv';

/** CSV export of what a table shows, in the platform's one CSV dialect (`@rewards/contract/csv`). */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [headers, ...rows].map(csvLine).join(CSV_LINE_BREAK);
}

/** Saves a CSV (text, or a file the server sent) under `fileName`. */
export function downloadCsv(fileName: string, csv: string | Blob): void {
  const blob = csv instanceof Blob ? csv : new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
