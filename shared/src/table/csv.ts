/** CSV export of what a table shows. Values are quoted so commas, quotes and newlines survive. */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const escape = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    // A leading =, +, - or @ would be run as a formula by spreadsheet apps.
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return [headers, ...rows].map((row) => row.map(escape).join(',')).join('\r\n');
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
