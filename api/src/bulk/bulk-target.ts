import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import { BULK_MAX } from '@rewards/contract';
import type { Database } from '../db/schema';
import { badRequest } from '../lib/http-error';

// Which rows a bulk call names (decision 030), checked before any row is touched: ids or a
// filter, at least one row, at most BULK_MAX, and every id present. A filter alone is
// resolved to ids here, in id order, so the batch is the filter's matches at the call. Ids
// with the filter they were picked under: the ids that no longer match it are left out (a
// row that left the filter left the selection) and reported.

export interface BulkTargetBody {
  ids?: number[];
  filter?: Record<string, unknown>;
}

export interface BulkTable {
  table: keyof Database & string;
  /** What the rows are, for messages ('withdrawals'). */
  noun: string;
  /** The filter's WHERE condition over the table aliased `r` (throws 400 when invalid). */
  condition: (filter: Record<string, unknown>) => Expression<SqlBool>;
  /** False when the condition names the table itself (the user list's, `users.<column>`). */
  aliased?: boolean;
}

const CHUNK = 900;

const fromOf = (target: BulkTable) =>
  target.aliased === false ? sql.table(target.table) : sql`${sql.table(target.table)} as r`;

async function unknownIds(db: Kysely<Database>, target: BulkTable, ids: number[]) {
  const missing: number[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const found = await sql<{ id: number }>`
      select r.id as id from ${sql.table(target.table)} as r
      where r.id in (${sql.join(chunk)})`.execute(db);
    const present = new Set(found.rows.map((row) => Number(row.id)));
    missing.push(...chunk.filter((id) => !present.has(id)));
  }
  return missing;
}

export interface BulkIds {
  ids: number[];
  /** Named ids that no longer match the filter they were picked under. */
  left: number[];
}

/** The ids among `ids` that match the filter's condition. */
async function matching(
  db: Kysely<Database>,
  target: BulkTable,
  ids: number[],
  where: Expression<SqlBool>,
) {
  const from = fromOf(target);
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await sql<{ id: number }>`
      select id from ${from} where id in (${sql.join(ids.slice(i, i + CHUNK))}) and ${where}`.execute(
      db,
    );
    for (const row of rows.rows) found.add(Number(row.id));
  }
  return found;
}

export async function resolveBulkIds(
  db: Kysely<Database>,
  target: BulkTable,
  body: BulkTargetBody,
): Promise<BulkIds> {
  if (body.ids !== undefined) {
    const ids = await checkedIds(db, target, body.ids);
    if (body.filter === undefined) return { ids, left: [] };
    const inFilter = await matching(db, target, ids, target.condition(body.filter));
    return {
      ids: ids.filter((id) => inFilter.has(id)),
      left: ids.filter((id) => !inFilter.has(id)),
    };
  }
  return { ids: await filteredIds(db, target, body), left: [] };
}

async function checkedIds(db: Kysely<Database>, target: BulkTable, given: number[]) {
  const ids = [...new Set(given)];
  if (ids.length === 0) throw badRequest(`No ${target.noun} selected`);
  if (ids.length > BULK_MAX)
    throw badRequest(`At most ${BULK_MAX} ${target.noun} at a time (${ids.length} given)`);
  const missing = await unknownIds(db, target, ids);
  if (missing.length > 0)
    throw badRequest(
      `Unknown ${target.noun}: ${missing.slice(0, 10).join(', ')}` +
        (missing.length > 10 ? ` and ${missing.length - 10} more` : '') +
        '; nothing was changed',
    );
  return ids;
}

async function filteredIds(db: Kysely<Database>, target: BulkTable, body: BulkTargetBody) {
  if (body.filter === undefined) throw badRequest(`No ${target.noun} selected`);
  const where = target.condition(body.filter);
  const from = fromOf(target);
  const rows = await sql<{ id: number }>`
    select id from ${from} where ${where} order by id limit ${BULK_MAX + 1}`.execute(db);
  if (rows.rows.length === 0) throw badRequest(`No ${target.noun} match the filter`);
  if (rows.rows.length > BULK_MAX)
    throw badRequest(
      `The filter matches more than ${BULK_MAX.toLocaleString('en-IN')} ${target.noun}; narrow it (nothing was changed)`,
    );
  return rows.rows.map((row) => Number(row.id));
}
