import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import { BULK_MAX } from '@rewards/contract';
import type { Database } from '../db/schema';
import { badRequest } from '../lib/http-error';

// Which rows a bulk call names (decision 030), checked before any row is touched: exactly one
// of ids or filter, at least one row, at most BULK_MAX, and every id present. A filter is
// resolved to ids here, in id order, so the batch is the filter's matches at the call.

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

export async function resolveBulkIds(
  db: Kysely<Database>,
  target: BulkTable,
  body: BulkTargetBody,
): Promise<number[]> {
  if (body.ids !== undefined && body.filter !== undefined)
    throw badRequest('Pass either ids or filter, not both');
  if (body.ids !== undefined) {
    const ids = [...new Set(body.ids)];
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
  if (body.filter === undefined) throw badRequest(`No ${target.noun} selected`);
  const where = target.condition(body.filter);
  const table = sql.table(target.table);
  const from = target.aliased === false ? table : sql`${table} as r`;
  const rows = await sql<{ id: number }>`
    select id from ${from} where ${where} order by id limit ${BULK_MAX + 1}`.execute(db);
  if (rows.rows.length === 0) throw badRequest(`No ${target.noun} match the filter`);
  if (rows.rows.length > BULK_MAX)
    throw badRequest(
      `The filter matches more than ${BULK_MAX} ${target.noun}; narrow it (nothing was changed)`,
    );
  return rows.rows.map((row) => Number(row.id));
}
