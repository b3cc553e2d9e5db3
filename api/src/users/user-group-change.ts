import type { Transaction, Updateable } from 'kysely';
import type { User } from '@rewards/contract';
import { dialectOf } from '../db/dialect';
import type { Database, UsersTable } from '../db/schema';
import type { AuditAction } from '../platform/audit/audit-actions';
import { writeAudits } from '../platform/audit/audit';
import { HttpError, notFound } from '../lib/http-error';
import type { ChangeContext } from '../lib/change-context';
import { toApiUser, USER_COLUMNS, type UserDbRow } from './user-queries';

/** One user's part of a group change: the user after it, or the rule's refusal. */
export type UserChange = { id: number; user: User } | { id: number; refusal: HttpError };

export interface UserGroupChange {
  action: AuditAction;
  /** The rule: a row's new values from its current ones, or the single action's HttpError. */
  compute: (before: UserDbRow) => Updateable<UsersTable>;
  /**
   * A row another transaction holds ends the group before it instead of being waited for
   * (PostgreSQL; SQLite's writer holds the whole file): a bulk group never waits on a row.
   */
  skipLocked?: boolean;
}

/**
 * Changes a group of users in the caller's transaction with one statement for each step
 * (decision 046): one locking read, the rule on each row in memory, one update per distinct
 * set of new values (the status and trust rules give every row the same), one multi-row audit
 * insert. The single action is a group of one, so the rule and the audit row's shape live
 * here only. Answers the ids from the first, in order; with `skipLocked`, up to the first one
 * another transaction holds (none when that is the first).
 */
export async function changeUsers(
  trx: Transaction<Database>,
  ctx: ChangeContext,
  ids: readonly number[],
  change: UserGroupChange,
): Promise<UserChange[]> {
  if (ids.length === 0) return [];
  // Locked in id order: two groups locking overlapping rows take them in the same order.
  const rows = await dialectOf(trx)
    .lockSelected(
      trx.selectFrom('users').select(USER_COLUMNS).where('id', 'in', ids).orderBy('id'),
      change.skipLocked,
    )
    .execute();
  const before = new Map(rows.map((row) => [row.id, row]));
  const count = change.skipLocked ? await beforeFirstHeld(trx, ids, before) : ids.length;
  const refusals = new Map<number, HttpError>();
  const updates = new Map<string, { set: Updateable<UsersTable>; ids: number[] }>();
  for (const id of ids.slice(0, count)) {
    const row = before.get(id);
    if (!row) {
      refusals.set(id, notFound('User not found'));
      continue;
    }
    let set: Updateable<UsersTable>;
    try {
      set = change.compute(row);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refusals.set(id, error);
      continue;
    }
    const key = JSON.stringify(set);
    const same = updates.get(key) ?? { set, ids: [] };
    same.ids.push(id);
    updates.set(key, same);
  }
  const after = new Map<number, User>();
  for (const { set, ids: changed } of updates.values()) {
    const updated = await trx
      .updateTable('users')
      .set(set)
      .where('id', 'in', changed)
      .returning(USER_COLUMNS)
      .execute();
    for (const row of updated) after.set(row.id, toApiUser(row));
  }
  const done = ids.slice(0, count).filter((id) => after.has(id));
  await writeAudits(
    trx,
    done.map((id) => ({
      adminId: ctx.adminId,
      action: change.action,
      entity: 'user',
      entityId: id,
      before: toApiUser(before.get(id)!),
      after: after.get(id)!,
      at: ctx.at,
      ip: ctx.ip,
    })),
  );
  return ids
    .slice(0, count)
    .map((id) =>
      after.has(id)
        ? { id, user: after.get(id)! }
        : { id, refusal: refusals.get(id) ?? notFound('User not found') },
    );
}

/** How many ids come before the first one that exists but was not read (another's lock). */
async function beforeFirstHeld(
  trx: Transaction<Database>,
  ids: readonly number[],
  read: ReadonlyMap<number, UserDbRow>,
): Promise<number> {
  const unread = ids.filter((id) => !read.has(id));
  if (unread.length === 0) return ids.length;
  const present = await trx.selectFrom('users').select('id').where('id', 'in', unread).execute();
  const held = new Set(present.map((row) => row.id));
  const first = ids.findIndex((id) => held.has(id));
  return first === -1 ? ids.length : first;
}
