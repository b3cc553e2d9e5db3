import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Incr = FastifyRateLimitStore['incr'];

/** Roughly one increment in this many also deletes ended windows, so the table stays small. */
const SWEEP_EVERY = 200;

/**
 * Fixed-window counters in the `rate_limits` table instead of each process's memory, so every
 * API instance counts against the same limit. One upsert per request: it starts a new window
 * when the old one ended, else adds one, and answers the count, atomically on both databases.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr: Incr = (key, callback, timeWindow) => {
      const now = Date.now();
      const id = `${this.prefix}${key}`;
      db.insertInto('rate_limits')
        .values({ key: id, count: 1, reset_at: now + timeWindow })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const ended = eb('rate_limits.reset_at', '<=', now);
            return {
              count: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('rate_limits.count', '+', 1))
                .end(),
              reset_at: eb
                .case()
                .when(ended)
                .then(now + timeWindow)
                .else(eb.ref('rate_limits.reset_at'))
                .end(),
            };
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow()
        .then(async (row) => {
          if (Math.random() < 1 / SWEEP_EVERY)
            await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
          callback(null, {
            current: Number(row.count),
            ttl: Math.max(0, Number(row.reset_at) - now),
          });
        })
        .catch((error: unknown) => callback(error as Error));
    };

    // The plugin passes the route's merged limit options, the route itself in `routeInfo`
    // (its typings say otherwise): one window per route and client.
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(`${String(route?.method ?? '')} ${String(route?.url ?? '')}:`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
