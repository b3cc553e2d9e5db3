import { useCallback, useMemo, useState } from 'react';
import type { DataColumn } from './data-table';
import type { VisibleRange } from './loading-row';
import { selectionColumn } from './selection-column';
import type { Selection } from './use-selection';

interface SelectionColumnsOptions<Row extends { id: number }> {
  /** No selection: the columns as given. */
  selection: Selection<Row> | undefined;
  columns: readonly DataColumn<Row>[];
  rowAt: (index: number) => Row | undefined;
  /** The list's own range handler (it loads the windows in view). */
  onRangeChange: (range: VisibleRange) => void;
}

/**
 * The checkbox column before a list's columns, and the range handler that also remembers the
 * rows in view: the header's box selects those ('Select all rows on this page').
 */
export function useSelectionColumns<Row extends { id: number }>(
  options: SelectionColumnsOptions<Row>,
) {
  const { selection, columns, rowAt, onRangeChange: load } = options;
  // State, not a ref: the header's box says whether the rows in view are all picked, so the
  // column is made again when they change (and only then: rowAt changes with the rows).
  const [range, setRange] = useState<VisibleRange>({ start: 0, end: -1 });
  const onRangeChange = useCallback(
    (next: VisibleRange) => {
      // The same rows keep the same state: no render (a caller's handler may be new each time).
      setRange((current) =>
        current.start === next.start && current.end === next.end ? current : next,
      );
      load(next);
    },
    [load],
  );
  const withSelection = useMemo(() => {
    if (!selection) return columns;
    const onScreen = () => {
      const rows: Row[] = [];
      for (let i = range.start; i <= range.end; i += 1) {
        const row = rowAt(i);
        if (row) rows.push(row);
      }
      return rows;
    };
    return [selectionColumn(selection, onScreen), ...columns];
  }, [selection, columns, rowAt, range]);
  return { columns: withSelection, onRangeChange };
}
