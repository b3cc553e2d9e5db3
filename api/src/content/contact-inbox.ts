import type { Kysely } from 'kysely';
import type { InboxMessage, InboxMessageChange } from '@rewards/contract';
import type { Database } from '../db/schema';
import { writeAudit } from '../platform/audit/audit';
import { notFound } from '../lib/http-error';
import type { ChangeContext } from '../lib/change-context';

const COLUMNS = ['id', 'name', 'email', 'message', 'created_at', 'read_at', 'handled_at'] as const;

/** The messages of a list page, in any order (the list engine orders them). */
export async function inboxByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<InboxMessage[]> {
  return db.selectFrom('contact_messages').select(COLUMNS).where('id', 'in', ids).execute();
}

export async function countUnread(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('unread'))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string (bigint).
  return Number(row.unread);
}

/** The message as it is now, or 404. */
async function findMessage(db: Kysely<Database>, id: number): Promise<InboxMessage> {
  const message = await db
    .selectFrom('contact_messages')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!message) throw notFound('Message not found');
  return message;
}

/**
 * Sets read / handled. A flag already in the asked state keeps its first timestamp, so
 * opening a message twice does not change when it was read. Handled implies read.
 */
export async function changeInboxMessage(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
  change: InboxMessageChange,
): Promise<InboxMessage> {
  return db.transaction().execute(async (trx) => {
    const before = await findMessage(trx, id);
    const stamp = (wanted: boolean | undefined, current: string | null) =>
      wanted === undefined ? current : wanted ? (current ?? ctx.at) : null;
    const handled_at = stamp(change.handled, before.handled_at);
    const read_at = handled_at ? (before.read_at ?? ctx.at) : stamp(change.read, before.read_at);
    const after = { ...before, read_at, handled_at };
    if (after.read_at === before.read_at && after.handled_at === before.handled_at) return before;
    await trx
      .updateTable('contact_messages')
      .set({ read_at, handled_at })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, {
      adminId: ctx.adminId,
      ip: ctx.ip,
      action: 'contact.update',
      entity: 'contact_message',
      entityId: id,
      before: { read_at: before.read_at, handled_at: before.handled_at },
      after: { read_at, handled_at },
      at: ctx.at,
    });
    return after;
  });
}

export async function deleteInboxMessage(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findMessage(trx, id);
    await trx.deleteFrom('contact_messages').where('id', '=', id).execute();
    await writeAudit(trx, {
      adminId: ctx.adminId,
      ip: ctx.ip,
      action: 'contact.delete',
      entity: 'contact_message',
      entityId: id,
      before,
      after: null,
      at: ctx.at,
    });
  });
}
