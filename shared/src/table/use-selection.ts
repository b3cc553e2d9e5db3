import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

// The selection of a server-paged list (decision 030): rows picked by id (kept with the row,
// so a confirm can name their total after they scrolled out of the window), or every row
// matching the list's filter on the server ('Select all N matching this filter'), which is
// sent as the filter itself and never downloads the rows. A new filter clears it.

export type SelectionTarget = { ids: number[] } | { filter: Readonly<Record<string, string>> };

export interface Selection<Row extends { id: number }> {
  /** 'filter' once every match of the filter is selected. */
  mode: 'ids' | 'filter';
  /** Rows selected: the picked rows, or the filter's match count. */
  count: number;
  /** The picked rows (empty in filter mode). */
  rows: readonly Row[];
  isSelected: (id: number) => boolean;
  /** Toggles one row; with `range` (Shift+click) every loaded row from the last toggled one. */
  toggle: (row: Row, index: number, range?: boolean) => void;
  /** Selects (or, when all are selected, unselects) these rows: the rows on screen. */
  toggleRows: (rows: readonly Row[]) => void;
  selectAllMatching: () => void;
  /** Drops rows from the selection (they left the filter, or were deleted). */
  drop: (ids: readonly number[]) => void;
  clear: () => void;
  /** What a bulk call names: the ids (with their filter), or the filter. */
  target: SelectionTarget;
}

interface SelectionOptions<Row> {
  /** The list's query as the API takes it (its sort is ignored); a new filter clears the selection. */
  filter: Readonly<Record<string, string>>;
  /** Rows matching the filter (the list's total). */
  total: number;
  /** The loaded row at an index (for Shift+click ranges); undefined when not loaded. */
  rowAt: (index: number) => Row | undefined;
}

export function useSelection<Row extends { id: number }>(
  options: SelectionOptions<Row>,
): Selection<Row> {
  const { filter, total, rowAt } = options;
  const [picked, setPicked] = useState<ReadonlyMap<number, Row>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const anchor = useRef<number | null>(null);
  const { sort: _sort, ...filterOnly } = filter;
  const filterKey = JSON.stringify(filterOnly);

  const clear = useCallback(() => {
    setPicked(new Map());
    setAllMatching(false);
    anchor.current = null;
  }, []);
  useEffect(clear, [filterKey, clear]);

  const toggle = useCallback(
    (row: Row, index: number, range = false) => {
      setAllMatching(false);
      // Read now: the updater runs later, after the anchor moved to this row.
      const from = range && anchor.current !== null ? Math.min(anchor.current, index) : index;
      const to = range && anchor.current !== null ? Math.max(anchor.current, index) : index;
      setPicked((current) => {
        const next = new Map(current);
        const on = !current.has(row.id);
        for (let i = from; i <= to; i += 1) {
          const each = i === index ? row : rowAt(i);
          if (!each) continue;
          if (on) next.set(each.id, each);
          else next.delete(each.id);
        }
        return next;
      });
      anchor.current = index;
    },
    [rowAt],
  );

  const toggleRows = useCallback((rows: readonly Row[]) => {
    setAllMatching(false);
    setPicked((current) => {
      const next = new Map(current);
      const allOn = rows.length > 0 && rows.every((row) => current.has(row.id));
      for (const row of rows) {
        if (allOn) next.delete(row.id);
        else next.set(row.id, row);
      }
      return next;
    });
  }, []);

  const drop = useCallback((ids: readonly number[]) => {
    setPicked((current) => {
      if (!ids.some((id) => current.has(id))) return current;
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);

  return useMemo(() => {
    const rows = [...picked.values()];
    return {
      mode: allMatching ? 'filter' : 'ids',
      count: allMatching ? total : picked.size,
      rows: allMatching ? [] : rows,
      isSelected: (id) => allMatching || picked.has(id),
      toggle,
      toggleRows,
      selectAllMatching: () => setAllMatching(true),
      drop,
      clear,
      // Ids go with the filter they were picked under: a row that left it is left out.
      target: allMatching
        ? { filter: JSON.parse(filterKey) }
        : { ids: rows.map((r) => r.id), filter: JSON.parse(filterKey) },
    };
  }, [picked, allMatching, total, filterKey, toggle, toggleRows, drop, clear]);
}
