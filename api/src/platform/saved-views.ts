import {
  canonicalViewQuery,
  type Role,
  SAVED_VIEW_LISTS,
  type EditSavedViewBody,
  type NewSavedViewBody,
  type SavedView,
  type SavedViewList,
  VIEW_NAME_MAX,
} from '@rewards/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { writeAudit } from './audit/audit';
import { badRequest, conflict, HttpError, notFound } from '../lib/http-error';
import type { ChangeContext } from '../lib/change-context';
import {
  checkListAccess,
  checkNameCharacters,
  SAVED_VIEWS_PER_LIST,
  tooManyViews,
} from './saved-view-access';

// Saved views (decision 031): an admin's named URL queries of a list, private or shared.
// Only the owner changes or deletes one; another admin's private view does not exist to others.

type Db = Kysely<Database> | Transaction<Database>;

function viewQuery(db: Db) {
  return db
    .selectFrom('saved_views as v')
    .innerJoin('admins as a', 'a.id', 'v.admin_id')
    .select([
      'v.id',
      'v.admin_id',
      'v.list_key',
      'v.name',
      'v.query',
      'v.shared',
      'v.created_at',
      'v.updated_at',
      'a.name as owner_name',
    ]);
}
type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['executeTakeFirstOrThrow']>>;

const toView = (row: ViewRow, adminId: number): SavedView => ({
  id: row.id,
  list: row.list_key,
  name: row.name,
  query: row.query,
  shared: Number(row.shared) === 1,
  ownerId: row.admin_id,
  ownerName: row.owner_name,
  mine: row.admin_id === adminId,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** My views of a list and every admin's shared ones, by name (a list my role may open). */
export async function listSavedViews(
  db: Kysely<Database>,
  adminId: number,
  role: Role,
  list: SavedViewList,
): Promise<SavedView[]> {
  checkListAccess(role, list);
  const rows = await viewQuery(db)
    .where('v.list_key', '=', list)
    .where((eb) => eb.or([eb('v.admin_id', '=', adminId), eb('v.shared', '=', 1)]))
    .orderBy(sql`lower(v.name)`)
    .orderBy('v.id')
    .execute();
  return rows.map((row) => toView(row, adminId));
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > VIEW_NAME_MAX)
    throw badRequest(`Name must be 1 to ${VIEW_NAME_MAX} characters`);
  checkNameCharacters(trimmed);
  return trimmed;
}

/** The list's URL view as stored: its keys in order, or a 400 naming what it does not take. */
function checkedQuery(list: SavedViewList, query: string): string {
  const result = canonicalViewQuery(SAVED_VIEW_LISTS[list], query);
  if ('error' in result) throw badRequest(`Invalid view: ${result.error}`);
  return result.query;
}

const duplicate = (name: string) =>
  conflict(`You already have a view named "${name}" on this list`);

/** The unique (owner, list, name) index refused the write: a race with a same-named save. */
const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT'));
};

async function nameTaken(trx: Db, ctx: ChangeContext, list: string, name: string, id = 0) {
  const row = await trx
    .selectFrom('saved_views')
    .select('id')
    .where('admin_id', '=', ctx.adminId)
    .where('list_key', '=', list)
    .where('name', '=', name)
    .where('id', '!=', id)
    .executeTakeFirst();
  return row !== undefined;
}

async function viewCount(trx: Db, ctx: ChangeContext, list: string): Promise<number> {
  const row = await trx
    .selectFrom('saved_views')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('admin_id', '=', ctx.adminId)
    .where('list_key', '=', list)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function createSavedView(
  db: Kysely<Database>,
  ctx: ChangeContext,
  role: Role,
  body: NewSavedViewBody,
): Promise<SavedView> {
  checkListAccess(role, body.list);
  const name = checkedName(body.name);
  const query = checkedQuery(body.list, body.query);
  try {
    return await db.transaction().execute(async (trx) => {
      if (await nameTaken(trx, ctx, body.list, name)) throw duplicate(name);
      if ((await viewCount(trx, ctx, body.list)) >= SAVED_VIEWS_PER_LIST) throw tooManyViews();
      const { id } = await trx
        .insertInto('saved_views')
        .values({
          admin_id: ctx.adminId,
          list_key: body.list,
          name,
          query,
          shared: body.shared ? 1 : 0,
          created_at: ctx.at,
          updated_at: ctx.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = toView(
        await viewQuery(trx).where('v.id', '=', id).executeTakeFirstOrThrow(),
        ctx.adminId,
      );
      await audit(trx, ctx, 'view.create', id, null, created);
      return created;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate(name) : error;
  }
}

/** The view to change: 404 when unknown or another admin's private one, 403 when not mine. */
async function ownView(trx: Db, ctx: ChangeContext, id: number): Promise<SavedView> {
  const row = await viewQuery(trx).where('v.id', '=', id).executeTakeFirst();
  if (!row || (row.admin_id !== ctx.adminId && Number(row.shared) !== 1))
    throw notFound('View not found');
  if (row.admin_id !== ctx.adminId)
    throw new HttpError(403, 'Only the admin who saved this view can change it');
  return toView(row, ctx.adminId);
}

export async function updateSavedView(
  db: Kysely<Database>,
  ctx: ChangeContext,
  role: Role,
  id: number,
  body: EditSavedViewBody,
): Promise<SavedView> {
  const name = body.name === undefined ? undefined : checkedName(body.name);
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await ownView(trx, ctx, id);
      // Deleting stays open to the owner of a view whose list they can no longer open.
      checkListAccess(role, before.list);
      if (name !== undefined && (await nameTaken(trx, ctx, before.list, name, id)))
        throw duplicate(name);
      const after: SavedView = {
        ...before,
        name: name ?? before.name,
        shared: body.shared ?? before.shared,
        updatedAt: ctx.at,
      };
      await trx
        .updateTable('saved_views')
        .set({ name: after.name, shared: after.shared ? 1 : 0, updated_at: ctx.at })
        .where('id', '=', id)
        .execute();
      await audit(trx, ctx, 'view.update', id, before, after);
      return after;
    });
  } catch (error) {
    throw isUniqueViolation(error) && name !== undefined ? duplicate(name) : error;
  }
}

export async function deleteSavedView(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await ownView(trx, ctx, id);
    await trx.deleteFrom('saved_views').where('id', '=', id).execute();
    await audit(trx, ctx, 'view.delete', id, before, null);
  });
}

function audit(
  trx: Transaction<Database>,
  ctx: ChangeContext,
  action: 'view.create' | 'view.update' | 'view.delete',
  id: number,
  before: SavedView | null,
  after: SavedView | null,
) {
  return writeAudit(trx, {
    adminId: ctx.adminId,
    action,
    entity: 'saved_view',
    entityId: id,
    before,
    after,
    at: ctx.at,
    ip: ctx.ip,
  });
}
