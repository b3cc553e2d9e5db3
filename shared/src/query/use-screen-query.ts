import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface ScreenQuery<T> {
  data: T;
  status: LoadStatus;
  /** Loading again while the last answer is on screen: keep showing it (a busy Refresh button). */
  refreshing: boolean;
  reload: () => void;
  /** Puts what the server answered to a change into the cache (every screen showing it follows). */
  setData: Dispatch<SetStateAction<T>>;
}

/**
 * A screen's list or settings as one query, in the shape screens render: one status, the data
 * (or `empty` while there is none, so a list shows its empty text), a reload for Refresh and
 * Retry, and `setData` for pessimistic patches with the server's answer. `onError` decides what
 * the admin is told, once per failed load (TanStack Query v5 has no per-query callback).
 */
export function useScreenQuery<T>(
  queryKey: QueryKey,
  load: () => Promise<T>,
  empty: T,
  onError: (error: unknown) => void,
): ScreenQuery<T> {
  const client = useQueryClient();
  const query = useQuery({ queryKey, queryFn: load });
  const { errorUpdatedAt, error, isError, isFetching, isPending, refetch } = query;

  const reported = useRef(0);
  useEffect(() => {
    if (!isError || errorUpdatedAt === reported.current) return;
    reported.current = errorUpdatedAt;
    onError(error);
  }, [isError, errorUpdatedAt, error, onError]);

  const keyRef = useRef(queryKey);
  keyRef.current = queryKey;
  const setData = useCallback<Dispatch<SetStateAction<T>>>(
    (next) =>
      client.setQueryData<T>(keyRef.current, (current) =>
        typeof next === 'function' ? (next as (value: T) => T)(current ?? empty) : next,
      ),
    [client, empty],
  );
  const reload = useCallback(() => void refetch(), [refetch]);

  // A failed load shows the error, not the last answer; a retry shows loading until it answers.
  const status: LoadStatus = isFetching
    ? 'loading'
    : isError
      ? 'error'
      : isPending
        ? 'loading'
        : 'ready';
  const shown = isError ? undefined : query.data;
  const hasData = shown !== undefined;
  return {
    data: shown === undefined ? empty : shown,
    status,
    refreshing: status === 'loading' && hasData,
    reload,
    setData,
  };
}
