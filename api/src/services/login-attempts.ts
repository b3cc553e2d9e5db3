import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { writeAudit } from '../lib/audit';

/** Failed sign-ins in a row before an account locks (on top of the per-IP rate limit). */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MINUTES = 15;

export function isLocked(lockedUntil: string | null, config: AppConfig): boolean {
  return lockedUntil !== null && lockedUntil > config.now().toISOString();
}

/**
 * Counts a failed sign-in; the one that reaches the threshold locks the account and writes an
 * audit row. One UPDATE increments, so concurrent failures are all counted.
 */
export async function recordFailedLogin(
  db: Kysely<Database>,
  config: AppConfig,
  adminId: number,
  ip: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('admins')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', adminId)
      .returning('failed_logins')
      .executeTakeFirstOrThrow();
    if (row.failed_logins < LOCKOUT_THRESHOLD) return;
    const now = config.now();
    const until = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000).toISOString();
    await trx
      .updateTable('admins')
      .set({ locked_until: until, failed_logins: 0 })
      .where('id', '=', adminId)
      .execute();
    await writeAudit(trx, {
      adminId: null,
      action: 'admin.lockout',
      entity: 'admin',
      entityId: adminId,
      before: null,
      after: { lockedUntil: until, failedLogins: row.failed_logins },
      at: now.toISOString(),
      ip,
    });
  });
}

export async function clearFailedLogins(db: Kysely<Database>, adminId: number): Promise<void> {
  await db
    .updateTable('admins')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('failed_logins', '>', 0), eb('locked_until', 'is not', null)]))
    .execute();
}
