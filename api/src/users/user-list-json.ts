import { type Kysely, type RawBuilder, sql } from 'kysely';
import { dialectOf, type SqlDialect } from '../db/dialect';
import type { Database } from '../db/schema';
import type { User } from '@rewards/contract';
import { USER_FIELDS } from './user-queries';

// The user list is the one response that grows with the user base (44 MB of JSON at 100,000
// users). Materialising 100k row objects in JS and serialising them costs seconds; letting
// SQLite build the JSON text in C is several times faster, and the result is sent as-is.
// The shape must equal toApiUser() in user-queries.ts; a test compares the two on real rows.
// The JSON functions differ per database: see db/dialect.

/**
 * 'objects': the contract's array of User objects. 'rows': the same values as one array per
 * user in USER_FIELDS order, without the repeated keys (20 MB instead of 44 MB at 100k).
 */
export type UserListFormat = 'objects' | 'rows';

type Field = keyof User;

// Columns whose API value is computed; every other field is the column of the same name.
function fieldSql(dialect: SqlDialect, field: Field): RawBuilder<unknown> {
  if (field === 'coin') return dialect.minorText('coin_minor');
  if (field === 'verified' || field === 'payment_status' || field === 'trust')
    return dialect.jsonBool(field);
  return sql.ref(field);
}

function rowSql(dialect: SqlDialect, format: UserListFormat): RawBuilder<unknown> {
  return format === 'objects'
    ? dialect.jsonObject(USER_FIELDS.flatMap((f) => [sql.lit(f), fieldSql(dialect, f)]))
    : dialect.jsonArray(USER_FIELDS.map((f) => fieldSql(dialect, f)));
}

/** Ids per query: small enough that one query blocks the event loop for a few ms only. */
export const USER_LIST_CHUNK = 5_000;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The JSON array of every user, ordered by id. Built in id ranges with a pause between them:
 * better-sqlite3 is synchronous, and one 100k-row query would stall every other request for
 * half a second.
 */
export async function usersJsonArray(
  db: Kysely<Database>,
  format: UserListFormat = 'objects',
  chunk = USER_LIST_CHUNK,
): Promise<string> {
  const bounds = await sql<{ lo: number | null; hi: number | null }>`
    select min(id) as lo, max(id) as hi from users
  `.execute(db);
  const { lo, hi } = bounds.rows[0] ?? { lo: null, hi: null };
  if (lo === null || hi === null) return '[]';
  const dialect = dialectOf(db);
  const row = rowSql(dialect, format);
  const parts: string[] = [];
  for (let start = lo; start <= hi; start += chunk) {
    if (start > lo) await nextTick();
    const result = await sql<{ json: string | null }>`
      select ${dialect.jsonArrayAgg(row, 'id')} as json
      from users where id between ${start} and ${start + chunk - 1}
    `.execute(db);
    const json = result.rows[0]?.json ?? '[]';
    if (json.length > 2) parts.push(json.slice(1, -1));
  }
  return `[${parts.join(',')}]`;
}

/** The whole response body of GET /api/users/all-users in the given format. */
export async function usersListBody(db: Kysely<Database>, format: UserListFormat): Promise<string> {
  const list = await usersJsonArray(db, format);
  return format === 'rows'
    ? `{"success":true,"fields":${JSON.stringify(USER_FIELDS)},"rows":${list}}`
    : `{"success":true,"users":${list}}`;
}
