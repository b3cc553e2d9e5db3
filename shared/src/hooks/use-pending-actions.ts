import { useCallback, useRef, useState } from 'react';

/**
 * Tracks in-flight actions by key (e.g. `approve:42`) so a control can be disabled while its
 * request runs. The ref-based guard refuses a second start of the same key before React has
 * re-rendered, so a double click never sends two requests.
 */
export function usePendingActions() {
  const inFlight = useRef(new Set<string>());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const run = useCallback(
    async <T>(key: string, action: () => Promise<T>): Promise<T | undefined> => {
      if (inFlight.current.has(key)) return undefined;
      inFlight.current.add(key);
      setPending(new Set(inFlight.current));
      try {
        return await action();
      } finally {
        inFlight.current.delete(key);
        setPending(new Set(inFlight.current));
      }
    },
    [],
  );

  const isPending = useCallback((key: string) => pending.has(key), [pending]);

  return { run, isPending };
}
