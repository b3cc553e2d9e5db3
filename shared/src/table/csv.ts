import { CSV_LINE_BREAK, csvLine } from '@rewards/contract/csv';

/** CSV export of what a table shows, in the platform's one CSV dialect (`@rewards/contract/csv`). */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [headers, ...rows].map(csvLine).join(CSV_LINE_BREAK);
}

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
