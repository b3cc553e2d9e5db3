import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface RemoteData<T> {
  data: T;
  status: LoadStatus;
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

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    load()
      .then((result) => {
        if (cancelled) return;
        setData(result);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        onError(error);
        setData(empty);
        setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [load, empty, onError, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { data, status, reload, setData };
}
