import pg from 'pg';
import { CHANGE_EVENTS_CHANNEL } from './postgres-triggers';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * One LISTEN connection for the whole process (not one per stream). A notification, a
 * reconnect after the connection dropped, and a slow safety timer all call `wake`: the reader
 * then reads the table, so a notification lost while reconnecting delays an event, never loses it.
 */
export async function listenForChanges(
  url: string,
  wake: () => void,
  safetyPollMs: number,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', () => wake());
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_EVENTS_CHANNEL}`);
    } catch {
      reconnect(next);
      return;
    }
    if (stopped) return void next.end().catch(() => {});
    client = next;
    retryMs = RETRY_MIN_MS;
    wake();
  };

  const reconnect = (failed: pg.Client): void => {
    if (stopped || (client !== null && client !== failed) || retryTimer) return;
    client = null;
    failed.removeAllListeners('end');
    failed.end().catch(() => {});
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const safety = setInterval(wake, safetyPollMs);
  safety.unref();
  await connect();
  return async () => {
    stopped = true;
    clearInterval(safety);
    clearTimeout(retryTimer);
    const last = client;
    client = null;
    if (last) {
      last.removeAllListeners('end');
      await last.end().catch(() => {});
    }
  };
}
