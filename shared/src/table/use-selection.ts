import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BULK_MAX } from '@rewards/contract/limits';

// The selection of a server-paged list (decision 030): rows picked by id (kept with the row,
// so a confirm can name their total after they scrolled out of the window), or every row
// matching the list's filter on the server ('Select all N matching this filter'), which is
// sent as the filter itself and never downloads the rows. A new filter clears it. A Shift+click
// range picks every row between the two clicks by position, the ones never loaded too: their
// windows are fetched (`rowsBetween`) and the rows picked by id like any other. Every match of
// a filter whose total is an estimate (decision 050) is selected as "about N" until the server
// has counted it exactly (`setExactCount`) or refused it (`refuseMatching`: more than the bulk
// limit), which drops back to the picked rows.

export type SelectionTarget = { ids: number[] } | { filter: Readonly<Record<string, string>> };

export interface Selection<Row extends { id: number }> {
  /** 'filter' once every match of the filter is selected. */
  mode: 'ids' | 'filter';
  /** Rows selected: the picked rows, or the filter's match count. */
  count: number;
  /** The filter's match count is the list's estimate, not yet counted by the server. */
  countIsEstimate: boolean;
  /** Why the server refused to select every match (e.g. more than the bulk limit), or null. */
  matchingRefused: string | null;
  /** The picked rows (empty in filter mode). */
  rows: readonly Row[];
  isSelected: (id: number) => boolean;
  /** Toggles one row; with `range` (Shift+click) every row from the last toggled one. */
  toggle: (row: Row, index: number, range?: boolean) => void;
  /** A range's rows that were not loaded are being fetched. */
  loadingRange: boolean;
  /** Selects (or, when all are selected, unselects) these rows: the rows on screen. */
  toggleRows: (rows: readonly Row[]) => void;
  /** Every match of the filter; `estimated` when the list's total is an estimate. */
  selectAllMatching: (estimated?: boolean) => void;
  /** The server's exact count of the filter's matches (an estimated selection). */
  setExactCount: (count: number) => void;
  /** The server refused the filter's matches: back to the picked rows, saying why. */
  refuseMatching: (message: string) => void;
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
  /**
   * The rows at positions from..to, loaded or not (the list's `rowsBetween`). Without it a
   * range covers the loaded rows only.
   */
  rowsBetween?: (from: number, to: number) => Promise<readonly Row[]>;
}

/** Sets or clears `rows` in a copy of the picked map. */
function pick<Row extends { id: number }>(
  current: ReadonlyMap<number, Row>,
  rows: readonly Row[],
  on: boolean,
): ReadonlyMap<number, Row> {
  const next = new Map(current);
  for (const row of rows) {
    if (on) next.set(row.id, row);
    else next.delete(row.id);
  }
  return next;
}

export function useSelection<Row extends { id: number }>(
  options: SelectionOptions<Row>,
): Selection<Row> {
  const { filter, total, rowAt, rowsBetween } = options;
  const [picked, setPicked] = useState<ReadonlyMap<number, Row>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  // An estimated selection of all matches, its exact count once known, a refusal's message.
  const [estimated, setEstimated] = useState(false);
  const [exact, setExact] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [loadingRange, setLoadingRange] = useState(false);
  const anchor = useRef<number | null>(null);
  // The picked rows as the last render saw them: a click decides on or off from them.
  const pickedNow = useRef(picked);
  pickedNow.current = picked;
  // Bumped by anything that makes a range still being fetched stale (clear, a new sort).
  const generation = useRef(0);
  const { sort, ...filterOnly } = filter;
  const filterKey = JSON.stringify(filterOnly);

  // What the last render showed. Effects below set only what differs: after a render React
  // cannot always drop an update to the same value unrendered, and each costs the page a
  // render before a new sort's or filter's rows (decision 048's addendum).
  const shownNow = useRef({ allMatching, loadingRange });
  shownNow.current = { allMatching, loadingRange };
  const stopRange = useCallback(() => {
    anchor.current = null;
    generation.current += 1;
    if (shownNow.current.loadingRange) setLoadingRange(false);
  }, []);
  const clear = useCallback(() => {
    setPicked(new Map());
    setAllMatching(false);
    setRefused(null);
    setLoadingRange(false);
    anchor.current = null;
    generation.current += 1;
  }, []);
  useEffect(() => {
    if (pickedNow.current.size > 0) setPicked(new Map());
    if (shownNow.current.allMatching) setAllMatching(false);
    stopRange();
  }, [filterKey, stopRange]);
  // A new sort keeps the rows picked, but positions now name other rows: no range across it.
  useEffect(stopRange, [sort, stopRange]);

  const toggle = useCallback(
    (row: Row, index: number, range = false) => {
      setAllMatching(false);
      const on = !pickedNow.current.has(row.id);
      const from = anchor.current;
      anchor.current = index;
      if (!range || from === null || from === index) {
        setPicked((current) => pick(current, [row], on));
        return;
      }
      // At most the bulk limit of rows, counted back from the row clicked.
      const start = from < index ? Math.max(from, index - BULK_MAX + 1) : index;
      const end = from < index ? index : Math.min(from, index + BULK_MAX - 1);
      const loaded: Row[] = [];
      for (let i = start; i <= end; i += 1) {
        const each = i === index ? row : rowAt(i);
        if (each) loaded.push(each);
      }
      setPicked((current) => pick(current, loaded, on));
      if (loaded.length === end - start + 1 || !rowsBetween) return;
      const mine = (generation.current += 1);
      setLoadingRange(true);
      rowsBetween(start, end)
        .then((rows) => {
          if (generation.current === mine) setPicked((current) => pick(current, rows, on));
        })
        // The loaded rows stay picked; the range can be clicked again.
        .catch(() => undefined)
        .finally(() => {
          if (generation.current === mine) setLoadingRange(false);
        });
    },
    [rowAt, rowsBetween],
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

  const selectAllMatching = useCallback((estimate = false) => {
    setAllMatching(true);
    setEstimated(estimate);
    setExact(null);
  }, []);
  const refuseMatching = useCallback((message: string) => {
    setAllMatching(false);
    setRefused(message);
  }, []);

  return useMemo(() => {
    const rows = [...picked.values()];
    return {
      mode: allMatching ? 'filter' : 'ids',
      count: allMatching ? (exact ?? total) : picked.size,
      countIsEstimate: allMatching && estimated && exact === null,
      matchingRefused: refused,
      rows: allMatching ? [] : rows,
      isSelected: (id) => allMatching || picked.has(id),
      toggle,
      loadingRange,
      toggleRows,
      selectAllMatching,
      setExactCount: setExact,
      refuseMatching,
      drop,
      clear,
      // Ids go with the filter they were picked under: a row that left it is left out.
      target: allMatching
        ? { filter: JSON.parse(filterKey) }
        : { ids: rows.map((r) => r.id), filter: JSON.parse(filterKey) },
    };
  }, [
    picked,
    allMatching,
    estimated,
    exact,
    refused,
    loadingRange,
    total,
    filterKey,
    toggle,
    toggleRows,
    selectAllMatching,
    refuseMatching,
    drop,
    clear,
  ]);
}
