import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  notifyManager,
  QueriesObserver,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';

/** What a window's query needs here (windowQuery's options). */
export interface WindowQueryOptions<Data> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<Data>;
  meta?: Record<string, unknown>;
}

/** What a render of the windows shows: each query's state in the cache ('-' when absent). */
function windowsState(client: QueryClient, hashes: string): string {
  const cache = client.getQueryCache();
  return hashes
    .split(' ')
    .map((hash) => {
      const state = cache.get(hash)?.state;
      if (!state) return '-';
      const { status, fetchStatus, dataUpdatedAt, errorUpdatedAt, isInvalidated } = state;
      return `${status}:${fetchStatus}:${dataUpdatedAt}:${errorUpdatedAt}:${isInvalidated}`;
    })
    .join(' ');
}

/**
 * useQueries for a list's windows, without its render after each new list. useQueries renders
 * a new key's results at once (the observers' optimistic results), then hands the new queries
 * to its observer in an effect, whose new result array asks React for one more render of the
 * whole page with the same results: a sort or filter rendered the page again before its
 * answer came (decision 048's addendum). Here a render is asked for only when a window's
 * state in the cache changes (arrival, error, a refetch, a live mark). Observers, fetching on
 * mount and aborting a request nobody observes any more are TanStack Query's, as before.
 */
export function useWindowQueries<Data>(
  client: QueryClient,
  queries: readonly WindowQueryOptions<Data>[],
): QueryObserverResult<Data>[] {
  const defaulted = queries.map((query): QueryObserverOptions => ({
    ...client.defaultQueryOptions(query as QueryObserverOptions),
    _optimisticResults: 'optimistic',
  }));
  const [observer] = useState(() => new QueriesObserver(client, defaulted));
  const [results] = observer.getOptimisticResult(defaulted, undefined);
  // Every render, as useQueries does (its options are a new array at each render too).
  useEffect(() => observer.setQueries(defaulted));
  const hashes = defaulted.map((query) => query.queryHash ?? '').join(' ');
  const snapshot = useCallback(() => windowsState(client, hashes), [client, hashes]);
  useSyncExternalStore(
    useCallback((changed) => observer.subscribe(notifyManager.batchCalls(changed)), [observer]),
    snapshot,
    snapshot,
  );
  return results as QueryObserverResult<Data>[];
}
