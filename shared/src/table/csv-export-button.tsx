import { Button } from '@rewards/shared/ui';
import { downloadCsv, toCsv } from './csv';
import type { DataColumn } from './data-table';

/**
 * Exports exactly the rows passed in (what the table shows after filters and sort), using
 * every column that has a `csvValue` (`csvOnly` ones too).
 */
export function CsvExportButton<Row>(props: {
  fileName: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
}) {
  const exportRows = () => {
    const columns = props.columns.filter((column) => column.csvValue);
    const csv = toCsv(
      columns.map((column) => column.csvHeader ?? column.header),
      props.rows.map((row) => columns.map((column) => column.csvValue?.(row))),
    );
    downloadCsv(props.fileName, csv);
  };
  return (
    <Button variant="outline" size="sm" onClick={exportRows} disabled={props.rows.length === 0}>
      Export CSV
    </Button>
  );
}
