import { memo, type ReactElement } from 'react';
import type { DataColumn } from './data-table';

interface DataRowProps<Row> {
  row: Row;
  index: number;
  columns: readonly DataColumn<Row>[];
  height: number;
  fresh: boolean;
}

function DataRowOf<Row>({ row, index, columns, height, fresh }: DataRowProps<Row>) {
  return (
    <tr aria-rowindex={index + 2} data-fresh={fresh || undefined} style={{ height: `${height}px` }}>
      {columns.map((column) => {
        const content = column.cell(row, index);
        // A fixed-layout table cuts a value wider than its column: the title shows it whole.
        const title = typeof content === 'string' ? content : undefined;
        return (
          <td key={column.id} data-align={column.align} title={title}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * A body row that renders again only when its row object, position, columns or highlight
 * change. The page around the table renders on every busy flag and count change of a server
 * list (a sort renders it 3-4 times); without this each of those rendered ~25 rows of 20
 * cells again for nothing. Cells that read a context (row actions) still follow it.
 */
export const DataRow = memo(DataRowOf) as <Row>(props: DataRowProps<Row>) => ReactElement;
