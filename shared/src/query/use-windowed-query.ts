import { useCallback, useRef, useState } from 'react';
import {
  hashKey,
  type QueryClient,
  useQueries,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { HOLDS_NEW_ROWS } from './live/live-routing';
import { usePacedValue } from './use-paced-value';

/** One window of a list paged by the server. */
export interface WindowPage<Row> {
  rows: readonly Row[];
  /** Rows in the whole list (its filters applied). */
  total: number;
  totalIsEstimate: boolean;
  /** Asks for the rows after this window by keyset; null after the last row. */
  nextCursor: string | null;
}

/** What `fetchWindow` is asked for: rows `position`..`position + limit - 1`. */
export interface WindowRequest {
  position: number;
  limit: number;
  /** The previous window's `nextCursor` when it is cached (cheaper for the server than a jump). */
  cursor: string | null;
  signal: AbortSignal;
}

export interface WindowedQueryOptions<Row> {
  /** The list, filters and sort included: window k is cached under [...listKey, k]. */
  listKey: QueryKey;
  windowSize: number;
  fetchWindow: (request: WindowRequest) => Promise<WindowPage<Row>>;
  /**
   * The admin is looking somewhere in particular (scrolled, filtered, sorted): a live change
   * that only adds rows marks the windows stale without refetching them, so no row moves.
   */
  holdNewRows?: boolean;
}

interface Range {
  start: number;
  end: number;
}

export interface WindowedRows<Row> {
  /** Rows in the list shown (null before the first window arrives). */
  total: number | null;
  totalIsEstimate: boolean;
  /** A row of the list shown, or undefined while its window loads. */
  rowAt: (index: number) => Row | undefined;
  /** For the table's `onRangeChange`: the rows in view, whose windows are fetched. */
  onRangeChange: (range: Range) => void;
  /**
   * The rows at positions `from`..`to` of the list shown, loaded or not: the windows between
   * are fetched one after the other (each after a cached one by its cursor) into the same
   * cache. A Shift+click range over rows never scrolled to (useSelection).
   */
  rowsBetween: (from: number, to: number) => Promise<Row[]>;
  /** The key of the list on screen: the previous one stays while a new one's first window loads. */
  shownKey: string | null;
  /** A window on screen is loading (a new search, sort or scroll position). */
  isFetching: boolean;
  /** Why the windows on screen failed to load, if they did. */
  error: Error | null;
}

// A drag of the scrollbar passes thousands of rows: ask for at most ~8 positions a second.
const RANGE_PACE_MS = 120;
// The window below the rows in view is fetched while this many rows are still to come: about
// a screenful, so scrolling on meets rows rather than 'Loading...'.
const LOOKAHEAD_ROWS = 20;
type ListRange = Range & { hash: string };
/** The list on screen; `version` changes when a window in view gets data (arrival, patch). */
interface ShownList {
  key: QueryKey;
  hash: string;
  total: number;
  estimate: boolean;
  version: string;
}
const sameShownList = (a: ShownList | null, b: ShownList) =>
  a !== null &&
  a.hash === b.hash &&
  a.total === b.total &&
  a.estimate === b.estimate &&
  a.version === b.version;
const sameRange = (a: ListRange, b: ListRange) =>
  a.hash === b.hash && a.start === b.start && a.end === b.end;

/** Window `index` of a list: its cache key and how it is fetched (after a cached window, by cursor). */
function windowQuery<Row>(client: QueryClient, options: WindowedQueryOptions<Row>, index: number) {
  const { listKey, windowSize, fetchWindow, holdNewRows = false } = options;
  return {
    queryKey: [...listKey, index],
    meta: { [HOLDS_NEW_ROWS]: holdNewRows },
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const before = client.getQueryData<WindowPage<Row>>([...listKey, index - 1]);
      const follows = index > 0 && before?.rows.length === windowSize;
      const cursor = follows ? (before?.nextCursor ?? null) : null;
      return fetchWindow({ position: index * windowSize, limit: windowSize, cursor, signal });
    },
  };
}

/**
 * Asks for a list's first window now, from an event handler: a new search, filter or sort
 * otherwise goes out only after the page has rendered the new view (a URL transition, then
 * the paced value; 50-85 ms at 1,000,000 users), while the server answers in ~15 ms. The
 * hook then finds the window cached or in flight under the same key.
 */
export function prefetchFirstWindow<Row>(
  client: QueryClient,
  options: WindowedQueryOptions<Row>,
): void {
  void client.prefetchQuery(windowQuery(client, options, 0));
}

/**
 * A list's first window asked for before any screen rendered (the shell's boot, decision 064):
 * cached under the key the hook reads for the same list, so the screen finds it in flight or
 * arrived. A failed answer is left as the query's error, which the screen, once mounted, asks
 * again (TanStack Query refetches a failed query on mount).
 */
export function primeFirstWindow<Row>(
  client: QueryClient,
  options: WindowedQueryOptions<Row>,
  page: Promise<WindowPage<Row>>,
): void {
  void client.prefetchQuery({ ...windowQuery(client, options, 0), queryFn: () => page });
}

/**
 * A long list fetched window by window as the table scrolls: one query per window (keyed by
 * the list and the window's index), so windows are cached, shared and patched one by one.
 * Only the windows under the rendered rows are observed; a window scrolled past before it
 * arrived loses its observer and TanStack Query aborts its request (the query function passes
 * the AbortSignal on). Until a new list's first window arrives, the last list shown stays on
 * screen, so a keystroke never flashes an empty table.
 */
export function useWindowedQuery<Row>(options: WindowedQueryOptions<Row>): WindowedRows<Row> {
  const { listKey, windowSize } = options;
  const client = useQueryClient();
  const hash = hashKey(listKey);
  const latest = useRef(options);
  latest.current = options;
  const [reported, setReported] = useState({ hash, start: 0, end: 0 });
  // A new list starts at the top (the table scrolls back there).
  const target = reported.hash === hash ? reported : { hash, start: 0, end: 0 };
  const paced = usePacedValue<ListRange>(target, RANGE_PACE_MS, sameRange);
  // Pacing holds back a drag's positions within one list; a range paced for the list before
  // (e.g. deep down where the admin was) would fetch that window of the new list for nothing.
  const range = paced.hash === hash ? paced : target;
  const hashRef = useRef(hash);
  hashRef.current = hash;
  const onRangeChange = useCallback(
    ({ start, end }: Range) => setReported({ hash: hashRef.current, start, end }),
    [],
  );

  const first = Math.floor(range.start / windowSize);
  const last = Math.max(first, Math.floor((range.end + LOOKAHEAD_ROWS) / windowSize));
  const indexes = Array.from({ length: Math.min(last - first + 1, 4) }, (_, i) => first + i);
  const results = useQueries({
    queries: indexes.map((index) => windowQuery(client, options, index)),
  });

  const loaded = results.find((result) => result.data)?.data;
  const shown = useRef<ShownList>(null);
  if (loaded) {
    const next = {
      key: listKey,
      hash,
      total: loaded.total,
      estimate: loaded.totalIsEstimate,
      version: results.map((result) => result.dataUpdatedAt).join(','),
    };
    if (!sameShownList(shown.current, next)) shown.current = next;
  }
  const list = shown.current;
  // One lookup per list shown and state of its windows: rows and the checkbox column are
  // memoised on it, so the renders of a sort or filter before its rows arrive (the change,
  // the router's, the busy flag) leave the rows on screen alone instead of rendering each
  // row's cells again (decision 048).
  const rowAt = useCallback(
    (index: number): Row | undefined => {
      if (!list) return undefined;
      const windowIndex = Math.floor(index / windowSize);
      const page = client.getQueryData<WindowPage<Row>>([...list.key, windowIndex]);
      return page?.rows[index - windowIndex * windowSize];
    },
    [client, list, windowSize],
  );

  const rowsBetween = useCallback(
    async (from: number, to: number): Promise<Row[]> => {
      const current = latest.current;
      // A new view still loading: positions on screen are the previous view's.
      if (shown.current?.hash !== hashKey(current.listKey)) return [];
      const size = current.windowSize;
      const rows: Row[] = [];
      for (let index = Math.floor(from / size); index <= Math.floor(to / size); index += 1) {
        const page = await client.ensureQueryData(windowQuery(client, current, index));
        page.rows.forEach((row, i) => {
          const at = index * size + i;
          if (at >= from && at <= to) rows.push(row);
        });
        if (page.rows.length < size) break;
      }
      return rows;
    },
    [client],
  );

  return {
    total: list?.total ?? null,
    totalIsEstimate: list?.estimate ?? false,
    rowAt,
    onRangeChange,
    rowsBetween,
    shownKey: list?.hash ?? null,
    isFetching: list?.hash !== hash || results.some((result) => result.isFetching),
    error: results.find((result) => result.error)?.error ?? null,
  };
}
