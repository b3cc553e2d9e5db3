import type { DataColumn } from './data-table';

/** First and last index of the rows a table renders. */
export interface VisibleRange {
  start: number;
  end: number;
}

/**
 * A row of a server-paged list that has not arrived yet: the row's height, so the scrollbar
 * and the rows around it stay put, and a quiet 'Loading...' kept at the left edge while the
 * table scrolls sideways. Not a data row (no aria-rowindex), so nothing that waits for rows
 * mistakes it for one. One cell across every column: a jump renders a screenful of these
 * first, and a cell per column made that frame cost as much as the data rows after it.
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
      <td colSpan={columns.length}>
        <span style={{ position: 'sticky', left: '0.5rem', opacity: 0.6 }}>Loading...</span>
      </td>
    </tr>
  );
}
