import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface RemoteData<T> {
  data: T;
  status: LoadStatus;
  /**
   * Loading again while the last load's data is on screen: keep showing it (with a busy
   * Refresh button) instead of swapping it for the loading state.
   */
  refreshing: boolean;
  reload: () => void;
  /** Replaces what was loaded, e.g. with a row the server returned from a change; the next reload wins. */
  setData: Dispatch<SetStateAction<T>>;
}

/**
 * Loads one thing from the API on mount and on `reload()`. `onError` decides what the admin
 * is told (a toast, a log line...); the data falls back to `empty` so a list shows its empty
 * text. Pass module-level functions and constants (or memoised ones): they are effect
 * dependencies, so a new function per render would reload forever.
 */
export function useRemoteData<T>(
  load: () => Promise<T>,
  empty: T,
  onError: (error: unknown) => void,
): RemoteData<T> {
  const [data, setData] = useState<T>(empty);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const [lastLoadSucceeded, setLastLoadSucceeded] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    load()
      .then((result) => {
        if (cancelled) return;
        setData(result);
        setStatus('ready');
        setLastLoadSucceeded(true);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        onError(error);
        setData(empty);
        setStatus('error');
        setLastLoadSucceeded(false);
      });
    return () => {
      cancelled = true;
    };
  }, [load, empty, onError, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const refreshing = status === 'loading' && lastLoadSucceeded;
  return { data, status, refreshing, reload, setData };
}
