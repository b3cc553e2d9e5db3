import type { EventCounts } from '@rewards/contract';
import { fetchPendingWork, pendingWorkKeys } from '@rewards/shared';
import { useQuery } from '@rewards/shared/query';

function logFailure(error: unknown): never {
  console.error('[shell] pending work counts failed', error);
  throw error;
}

/**
 * The sidebar's counts of pending work: read once, then kept current by the event stream's
 * `counts` events, and read again when a screen marks them stale (the inbox after a change).
 * A failed read keeps the last counts (a hint, not data an admin acts on) and is logged.
 */
export function usePendingWork(): EventCounts | null {
  const { data } = useQuery({
    queryKey: pendingWorkKeys.counts(),
    queryFn: () => fetchPendingWork().catch(logFailure),
  });
  return data ?? null;
}
