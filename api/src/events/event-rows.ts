import type { LiveEvent } from '@rewards/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { ChangeEventsTable } from '../db/schema-platform';

type ChangeEventRow = Selectable<ChangeEventsTable>;

/** Rows read per query: a reader catching up after a burst reads in pages of this size. */
export const EVENT_PAGE = 500;

export const toLiveEvent = (row: ChangeEventRow): LiveEvent => ({
  id: Number(row.id),
  type: `${row.entity}.${row.action}`,
  entityId: Number(row.entity_id),
  at: Number(row.at),
  adminId: row.admin_id === null ? null : Number(row.admin_id),
  userId: row.user_id === null ? null : Number(row.user_id),
  status: row.status,
});

/** Events after `afterId` (and up to `upToId`), oldest first, one page. */
export async function eventsAfter(
  db: Kysely<Database>,
  afterId: number,
  upToId?: number,
): Promise<LiveEvent[]> {
  let query = db.selectFrom('change_events').selectAll().where('id', '>', afterId);
  if (upToId !== undefined) query = query.where('id', '<=', upToId);
  const rows = await query.orderBy('id').limit(EVENT_PAGE).execute();
  return rows.map(toLiveEvent);
}

/** The oldest and newest kept event ids (0 and 0 before the first event). */
export async function eventBounds(db: Kysely<Database>): Promise<{ min: number; max: number }> {
  const row = await db
    .selectFrom('change_events')
    .select((eb) => [eb.fn.min('id').as('min'), eb.fn.max('id').as('max')])
    .executeTakeFirst();
  return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) };
}
