import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';

/**
 * Failed sign-ins are counted per email AND client address (docs/security.md). An account-wide lock
 * let anyone lock any admin, the owner too, with five wrong passwords from anywhere, and it
 * answered only existing accounts with "locked", so it also told which emails exist. Now a
 * stranger's failures slow down only the stranger's own address, unknown emails are counted
 * exactly like known ones, and the per-IP rate limit still caps guesses per minute.
 */
export const FREE_FAILURES = 5;
/** The delay once FREE_FAILURES are reached; each further failure doubles it. */
export const FIRST_DELAY_MS = 30_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** A pair's count is forgotten this long after its delay ended without a new failure. */
const FORGET_MS = 15 * 60_000;

/** The row key: the email is hashed, since a mistyped password often lands in it. */
function keyOf(email: string, ip: string | null): string {
  const hash = createHash('sha256').update(email.toLowerCase()).digest('hex');
  return `login-failures:${hash}:${ip ?? '-'}`;
}

export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - FREE_FAILURES, 20));
}

/**
 * Milliseconds until this email may be tried again from this address (0: now). The row lives
 * in `rate_limits` (shared by every instance); its `reset_at` is the end of the delay plus
 * FORGET_MS, so the rate limiter's sweep keeps it while it still matters.
 */
export async function loginRetryAfterMs(
  db: Kysely<Database>,
  config: AppConfig,
  email: string,
  ip: string | null,
): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('reset_at')
    .where('key', '=', keyOf(email, ip))
    .executeTakeFirst();
  if (!row) return 0;
  return Math.max(0, Number(row.reset_at) - FORGET_MS - config.now().getTime());
}

/** Counts a failed sign-in (one upsert, so concurrent failures all count); answers the count. */
export async function recordLoginFailure(
  db: Kysely<Database>,
  config: AppConfig,
  email: string,
  ip: string | null,
): Promise<number> {
  const now = config.now().getTime();
  const key = keyOf(email, ip);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: now + FORGET_MS })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          count: eb
            .case()
            .when('rate_limits.reset_at', '<=', now)
            .then(1)
            .else(eb('rate_limits.count', '+', 1))
            .end(),
        })),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    const failures = Number(row.count);
    await trx
      .updateTable('rate_limits')
      .set({ reset_at: now + delayAfter(failures) + FORGET_MS })
      .where('key', '=', key)
      .execute();
    return failures;
  });
}

export async function clearLoginFailures(
  db: Kysely<Database>,
  email: string,
  ip: string | null,
): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', keyOf(email, ip)).execute();
}
