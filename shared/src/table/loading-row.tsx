import type { DataColumn } from './data-table';

/** First and last index of the rows a table renders. */
export interface VisibleRange {
  start: number;
  end: number;
}

/**
 * A row of a server-paged list that has not arrived yet: the row's height, so the scrollbar
 * and the rows around it stay put, and a quiet 'Loading...' under the first column. Not a data
 * row (no aria-rowindex), so nothing that waits for rows mistakes it for one.
 */
export function LoadingRow<Row>({
  height,
  columns,
}: {
  height: number;
  columns: readonly DataColumn<Row>[];
}) {
  return (
    <tr aria-busy="true" data-loading-row style={{ height: `${height}px` }}>
      {columns.map((column, index) => (
        <td key={column.id} data-align={column.align}>
          {index === 1 ? <span style={{ opacity: 0.6 }}>Loading...</span> : null}
        </td>
      ))}
    </tr>
  );
}
