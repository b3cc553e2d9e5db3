import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { writeAudit } from '../platform/audit/audit';
import { notFound } from '../lib/http-error';
import type { ChangeContext } from '../lib/change-context';
import type { Notification } from '@rewards/contract';

type Db = Kysely<Database> | Transaction<Database>;

function notificationQuery(db: Db) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.id', 'n.user_id', 'u.full_name', 'u.email', 'n.message', 'n.created_at']);
}

/** The notifications with these ids, in any order (a page of the list engine). */
export async function notificationsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Notification[]> {
  return notificationQuery(db).where('n.id', 'in', ids).execute();
}

/** Stored trimmed: the edit dialog treats surrounding whitespace as nothing. */
export async function createNotification(
  db: Kysely<Database>,
  ctx: ChangeContext,
  userId: number,
  message: string,
): Promise<Notification> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound('User not found');
    const inserted = await trx
      .insertInto('notifications')
      .values({ user_id: userId, message: message.trim(), created_at: ctx.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await notificationQuery(trx)
      .where('n.id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'notification.create',
      entity: 'notification',
      entityId: created.id,
      userId: created.user_id,
      before: null,
      after: created,
      at: ctx.at,
      ip: ctx.ip,
    });
    return created;
  });
}

export async function updateNotification(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
  message: string,
): Promise<Notification> {
  return db.transaction().execute(async (trx) => {
    const before = await notificationQuery(trx).where('n.id', '=', id).executeTakeFirst();
    if (!before) throw notFound('Notification not found');
    await trx
      .updateTable('notifications')
      .set({ message: message.trim() })
      .where('id', '=', id)
      .execute();
    const after = { ...before, message: message.trim() };
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'notification.update',
      entity: 'notification',
      entityId: id,
      userId: before.user_id,
      before,
      after,
      at: ctx.at,
      ip: ctx.ip,
    });
    return after;
  });
}

/** Deletes one notification; the audit row keeps what it said. */
export async function deleteNotification(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await notificationQuery(trx).where('n.id', '=', id).executeTakeFirst();
    if (!before) throw notFound('Notification not found');
    await trx.deleteFrom('notifications').where('id', '=', id).execute();
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'notification.delete',
      entity: 'notification',
      entityId: id,
      before,
      after: null,
      at: ctx.at,
      ip: ctx.ip,
    });
  });
}
