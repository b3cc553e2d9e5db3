import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@rewards/contract';

type Listener = (events: readonly LiveEvent[]) => void;

/** Screens told of each batch of changes (module-level: the federated singleton's one set). */
const listeners = new Set<Listener>();

/** The connection hands every batch here after marking its data sets stale. */
export function tellListeners(events: readonly LiveEvent[]): void {
  for (const listener of listeners) listener(events);
}

/**
 * Calls `onChanges` with each batch of changes while the component is mounted. Most screens
 * need nothing of the kind (events mark their queries stale); a screen that cannot see which
 * rows are new in what it refetched (a server-paged list reads only the windows in view)
 * learns it here. The latest `onChanges` is called, so it need not be memoised.
 */
export function useLiveChanges(onChanges: Listener): void {
  const latest = useRef(onChanges);
  latest.current = onChanges;
  useEffect(() => {
    const listener: Listener = (events) => latest.current(events);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
