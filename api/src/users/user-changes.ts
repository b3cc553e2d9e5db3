import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database, UserStatus, UsersTable } from '../db/schema';
import { writeAudit } from '../platform/audit/audit';
import { conflict, notFound } from '../lib/http-error';
import type { ChangeContext } from '../lib/change-context';
import type { User } from '@rewards/contract';
import { changeUsers, type UserGroupChange } from './user-group-change';
import { findUser, toApiUser } from './user-queries';

/**
 * The status rule (docs/product.md#users), the one place it is computed: ok clears both dates,
 * pause starts the pause now and clears the block date, block stamps the block date now and
 * clears the pause. Every status change goes through it; dates a client sends are ignored.
 */
export function applyStatusRule(
  status: UserStatus,
  at: string,
): Pick<UsersTable, 'status' | 'pause_start' | 'block_date'> {
  if (status === 'pause') return { status, pause_start: at, block_date: null };
  if (status === 'block') return { status, pause_start: null, block_date: at };
  return { status, pause_start: null, block_date: null };
}

/** The trust rule and its audit action; one user or many (decision 046). */
export const trustChange = (trust: boolean): UserGroupChange => ({
  action: 'user.trust',
  compute: () => ({ trust: trust ? 1 : 0 }),
});

/** The status rule and its audit action; one user or many (decision 046). */
export const statusChange = (ctx: ChangeContext, status: UserStatus): UserGroupChange => ({
  action: 'user.status',
  compute: () => applyStatusRule(status, ctx.at),
});

/** Read, check, update and audit one user in a single transaction: a group of one. */
async function changeUser(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
  change: UserGroupChange,
): Promise<User> {
  const [result] = await db.transaction().execute((trx) => changeUsers(trx, ctx, [id], change));
  if (!result) throw notFound('User not found');
  if ('refusal' in result) throw result.refusal;
  return result.user;
}

export const setTrust = (db: Kysely<Database>, ctx: ChangeContext, id: number, trust: boolean) =>
  changeUser(db, ctx, id, trustChange(trust));

export const setStatus = (
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
  status: UserStatus,
) => changeUser(db, ctx, id, statusChange(ctx, status));

/** One way: approving an approved payment is a 409 and changes nothing. */
export const approvePayment = (db: Kysely<Database>, ctx: ChangeContext, id: number) =>
  changeUser(db, ctx, id, {
    action: 'user.payment_approve',
    compute: (before) => {
      if (before.payment_status === 1) throw conflict('Payment already approved');
      return { payment_status: 1 };
    },
  });

/**
 * Deletes a user and (FK ON DELETE CASCADE) their wallet transactions, withdrawals, crypto
 * payments, notifications and quiz completions; users they referred keep their account with
 * under_ref set to null. The referrer's reference_count drops by one so counts stay true.
 * Returns screenshot files no other transaction uses, for the caller to remove after commit.
 */
export async function deleteUser(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await dialectOf(trx).lockRow(trx, 'users', id);
    const before = await findUser(trx, id);
    if (!before) throw notFound('User not found');
    const files = await trx
      .selectFrom('wallet_transactions')
      .select('screenshot_file')
      .where('user_id', '=', id)
      .where('screenshot_file', 'is not', null)
      .execute();
    if (before.under_ref) {
      await trx
        .updateTable('users')
        .set((eb) => ({ reference_count: eb('reference_count', '-', 1) }))
        .where('reference_code', '=', before.under_ref)
        .where('reference_count', '>', 0)
        .execute();
    }
    await trx.deleteFrom('users').where('id', '=', id).execute();
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'user.delete',
      entity: 'user',
      entityId: id,
      before: toApiUser(before),
      after: null,
      at: ctx.at,
      ip: ctx.ip,
    });
    const candidates = [...new Set(files.map((f) => f.screenshot_file as string))];
    if (candidates.length === 0) return [];
    const stillUsed = await trx
      .selectFrom('wallet_transactions')
      .select('screenshot_file')
      .distinct()
      .where('screenshot_file', 'in', candidates)
      .execute();
    const used = new Set(stillUsed.map((r) => r.screenshot_file));
    return candidates.filter((name) => !used.has(name));
  });
}
