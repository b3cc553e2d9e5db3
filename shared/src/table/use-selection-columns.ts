import { useCallback, useMemo, useRef } from 'react';
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
  const range = useRef<VisibleRange>({ start: 0, end: -1 });
  const onRangeChange = useCallback(
    (next: VisibleRange) => {
      range.current = next;
      load(next);
    },
    [load],
  );
  const withSelection = useMemo(() => {
    if (!selection) return columns;
    const onScreen = () => {
      const rows: Row[] = [];
      for (let i = range.current.start; i <= range.current.end; i += 1) {
        const row = rowAt(i);
        if (row) rows.push(row);
      }
      return rows;
    };
    return [selectionColumn(selection, onScreen), ...columns];
  }, [selection, columns, rowAt]);
  return { columns: withSelection, onRangeChange };
}
