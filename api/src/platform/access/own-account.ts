import type { AdminSession } from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeAudit } from '../audit/audit';
import { badRequest, notFound } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashSessionToken } from '../../lib/session-token';
import type { ChangeContext } from '../../lib/change-context';

// A session's public handle: the start of its token hash. It names the row to the admin who
// owns it and reveals nothing that could open the session (the token never leaves the cookie).
const HANDLE_LENGTH = 16;
const handleOf = (tokenHash: string) => tokenHash.slice(0, HANDLE_LENGTH);

/**
 * The signed-in admin changes their own password: the current one is required, and every
 * other session of theirs ends (the one making the change stays).
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  ctx: ChangeContext,
  currentToken: string,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  const row = await db
    .selectFrom('admins')
    .select(['password_hash', 'must_change_password'])
    .where('id', '=', ctx.adminId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(body.currentPassword, row.password_hash))) {
    throw badRequest('The current password is not correct');
  }
  if (body.newPassword === body.currentPassword) {
    throw badRequest('The new password must differ from the current one');
  }
  const newHash = await hashPassword(body.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admins')
      .set({ password_hash: newHash, must_change_password: 0 })
      .where('id', '=', ctx.adminId)
      .execute();
    const deleted = await trx
      .deleteFrom('admin_sessions')
      .where('admin_id', '=', ctx.adminId)
      .where('token_hash', '!=', hashSessionToken(currentToken))
      .executeTakeFirst();
    const ended = Number(deleted.numDeletedRows);
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'admin.password',
      entity: 'admin',
      entityId: ctx.adminId,
      // Never the password or its hash: only whether it was a one-time password, and which
      // other sessions ended.
      before: { mustChangePassword: row.must_change_password === 1 },
      after: { mustChangePassword: false, otherSessionsEnded: ended },
      at: ctx.at,
      ip: ctx.ip,
    });
  });
}

export async function listOwnSessions(
  db: Kysely<Database>,
  adminId: number,
  currentToken: string,
): Promise<AdminSession[]> {
  const current = hashSessionToken(currentToken);
  const rows = await db
    .selectFrom('admin_sessions')
    .select(['token_hash', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('admin_id', '=', adminId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: handleOf(row.token_hash),
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: row.last_seen_at,
    current: row.token_hash === current,
  }));
}

/** Signs out one of the admin's own sessions; another admin's handle is simply not found. */
export async function revokeOwnSession(
  db: Kysely<Database>,
  adminId: number,
  handle: string,
): Promise<void> {
  const result = await db
    .deleteFrom('admin_sessions')
    .where('admin_id', '=', adminId)
    .where('token_hash', 'like', `${handle}%`)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Session not found');
}
