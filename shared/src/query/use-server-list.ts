import { useCallback } from 'react';
import type { ListPageData, ListSummary } from '@rewards/contract';
import { LIST_WINDOW_ROWS } from '@rewards/contract/limits';
import { apiClient, type DataSet } from '@rewards/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  prefetchFirstWindow,
  primeFirstWindow,
  useWindowedQuery,
  type WindowedRows,
  type WindowRequest,
} from './use-windowed-query';

// Any list the API's list engine serves (decision 028), read the same way by every screen:
// windows of rows as the table scrolls (useWindowedQuery), the summary cards for the same
// filters, and the unfiltered total for 'Showing X of Y'. Query keys start with the list's
// data set, so live events and mutations refresh every screen showing it.

/** Filters and sort as the API takes them (no empty or 'all' values). */
export type ListApiQuery = Readonly<Record<string, string>>;

export interface ServerListOptions {
  dataSet: DataSet;
  /** The list's API path (`declaration.path`, e.g. '/wallet'). */
  path: string;
  query: ListApiQuery;
  /** See useWindowedQuery: new rows wait behind a notice instead of moving the rows in view. */
  holdNewRows?: boolean;
  /**
   * Also read the unfiltered list's total for 'Showing X of Y' (default). A view that is never
   * anything but narrowed (one user's rows on their page) shows no Y and skips the request.
   */
  withAllTotal?: boolean;
}

/** Rows per request (see LIST_WINDOW_ROWS). */
export const LIST_WINDOW_SIZE = LIST_WINDOW_ROWS;

export const serverListKeys = (dataSet: DataSet) => ({
  all: [dataSet, 'list'] as const,
  list: (query: ListApiQuery) => [dataSet, 'list', query] as const,
  summary: (query: ListApiQuery) => [dataSet, 'summary', query] as const,
  row: (id: number) => [dataSet, 'row', id] as const,
});

async function fetchWindow<Row>(
  path: string,
  query: ListApiQuery,
  { position, limit, cursor, signal }: WindowRequest,
): Promise<ListPageData<Row>> {
  const paging = cursor ? { cursor } : position > 0 ? { position } : {};
  const { data } = await apiClient.get<{ data: ListPageData<Row> }>(path, {
    params: { ...query, ...paging, limit },
    signal,
  });
  return data.data;
}

const windowedOptions = <Row>({
  dataSet,
  path,
  query,
  holdNewRows = false,
}: ServerListOptions) => ({
  listKey: serverListKeys(dataSet).list(query),
  windowSize: LIST_WINDOW_SIZE,
  fetchWindow: (request: WindowRequest) => fetchWindow<Row>(path, query, request),
  holdNewRows,
});

/** The summary cards' query of a view: its filters, not its sort. */
function summaryQuery({ dataSet, path, query }: ServerListOptions) {
  const filters = Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'sort'));
  return {
    queryKey: serverListKeys(dataSet).summary(filters),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const { data } = await apiClient.get<{ data: ListSummary }>(`${path}/summary`, {
        params: filters,
        signal,
      });
      return data.data;
    },
  };
}

/**
 * Asks for a view's first window from an event handler (see prefetchFirstWindow). With
 * `withSummary` (a screen showing useServerSummary's cards), also its summary when none of
 * those filters is cached: a summary first asked for by the page's render made TanStack
 * Query render the page again as its request started.
 */
export function usePrefetchServerList(
  options: Omit<ServerListOptions, 'query'> & { withSummary?: boolean },
) {
  const client = useQueryClient();
  const { dataSet, path, withSummary = false } = options;
  return useCallback(
    (query: ListApiQuery) => {
      prefetchFirstWindow(client, windowedOptions({ dataSet, path, query }));
      if (!withSummary) return;
      const summary = summaryQuery({ dataSet, path, query });
      if (!client.getQueryState(summary.queryKey)) void client.prefetchQuery(summary);
    },
    [client, dataSet, path, withSummary],
  );
}

/**
 * A view's first window fetched before its screen rendered (see primeFirstWindow), under the
 * key useServerList reads for the same data set and query.
 */
export function primeServerList<Row>(
  client: QueryClient,
  options: Pick<ServerListOptions, 'dataSet' | 'path' | 'query'>,
  page: Promise<ListPageData<Row>>,
): void {
  primeFirstWindow(client, windowedOptions<Row>(options), page);
}

/** True when the query narrows the list (anything but the sort). */
export const isNarrowed = (query: ListApiQuery) => Object.keys(query).some((key) => key !== 'sort');

/**
 * The rows of a view, window by window, plus `allTotal`: the unfiltered list's total for
 * 'Showing X of Y' (its first window, shared with the unfiltered view's own cache entry).
 */
export function useServerList<Row>(
  options: ServerListOptions,
): WindowedRows<Row> & { allTotal: number | null } {
  const list = useWindowedQuery<Row>(windowedOptions<Row>(options));
  const narrowed = isNarrowed(options.query) && options.withAllTotal !== false;
  const unfiltered: ListApiQuery = options.query.sort ? { sort: options.query.sort } : {};
  const all = useQuery({
    queryKey: [...serverListKeys(options.dataSet).list(unfiltered), 0],
    queryFn: ({ signal }) =>
      fetchWindow<Row>(options.path, unfiltered, {
        position: 0,
        limit: LIST_WINDOW_SIZE,
        cursor: null,
        signal,
      }),
    enabled: narrowed,
  });
  return { ...list, allTotal: narrowed ? (all.data?.total ?? null) : list.total };
}

/** The summary cards of a view, computed by the server for its filters. */
export function useServerSummary(options: ServerListOptions) {
  return useQuery(summaryQuery(options));
}
