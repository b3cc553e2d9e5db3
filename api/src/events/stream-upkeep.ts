import type { Role } from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { EventStream } from './event-stream';

const CHECK_CHUNK = 500;

/** The sessions among `tokenHashes` that are still live, with their admin's current role. */
async function liveSessions(
  db: Kysely<Database>,
  now: number,
  tokenHashes: string[],
): Promise<Map<string, Role>> {
  const live = new Map<string, Role>();
  for (let i = 0; i < tokenHashes.length; i += CHECK_CHUNK) {
    const rows = await db
      .selectFrom('admin_sessions as s')
      .innerJoin('admins as a', 'a.id', 's.admin_id')
      .select(['s.token_hash', 'a.role'])
      .where('s.token_hash', 'in', tokenHashes.slice(i, i + CHECK_CHUNK))
      .where('s.idle_expires_at', '>', now)
      .where('s.absolute_expires_at', '>', now)
      .where('a.disabled_at', 'is', null)
      .where('a.must_change_password', '=', 0)
      .execute();
    for (const row of rows) live.set(row.token_hash, row.role);
  }
  return live;
}

/**
 * Checks every open stream's session in one query: a stream whose session ended (sign-out,
 * expiry, disabled account, one-time password) is closed, a changed role applies from now on.
 * The feed runs it before it hands out each batch of events (decision 015): the batch was read
 * before this query, so every event a stream gets committed while its session was live, on
 * whichever instance the sign-out or demotion happened, not up to a heartbeat later.
 */
export async function recheckSessions(
  db: Kysely<Database>,
  config: AppConfig,
  streams: Set<EventStream>,
): Promise<void> {
  if (streams.size === 0) return;
  const open = [...streams];
  const live = await liveSessions(db, config.now().getTime(), [
    ...new Set(open.map((s) => s.tokenHash)),
  ]);
  for (const stream of open) {
    const role = live.get(stream.tokenHash);
    if (role === undefined) stream.end();
    else stream.role = role;
  }
}

/**
 * One timer for every stream of the process: a heartbeat on each, then the session re-check.
 * A stream does not extend its session: an admin who only leaves a tab open is signed out
 * when the idle time runs out, as before.
 */
export function startStreamUpkeep(
  recheck: () => Promise<void>,
  config: AppConfig,
  streams: Set<EventStream>,
  onError: (error: unknown) => void,
): () => void {
  let checking = false;
  const tick = async (): Promise<void> => {
    if (checking || streams.size === 0) return;
    checking = true;
    try {
      for (const stream of streams) stream.heartbeat();
      await recheck();
    } catch (error) {
      onError(error);
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void tick(), config.events.heartbeatMs);
  timer.unref();
  return () => clearInterval(timer);
}
