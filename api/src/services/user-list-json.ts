import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { User } from '@rewards/contract';
import { USER_FIELDS } from './user-queries';

// The user list is the one response that grows with the user base (44 MB of JSON at 100,000
// users). Materialising 100k row objects in JS and serialising them costs seconds; letting
// SQLite build the JSON text in C is several times faster, and the result is sent as-is.
// The shape must equal toApiUser() in user-queries.ts; a test compares the two on real rows.
// SQLite-specific (json_group_array/json_object/printf): a PostgreSQL port would use
// json_agg(json_build_object(...) ORDER BY id) and to_char for the money column.

/**
 * 'objects': the contract's array of User objects. 'rows': the same values as one array per
 * user in USER_FIELDS order, without the repeated keys (20 MB instead of 44 MB at 100k).
 */
export type UserListFormat = 'objects' | 'rows';

type Field = keyof User;

const bool = (column: string): RawBuilder<unknown> =>
  sql`json(case when ${sql.ref(column)} then 'true' else 'false' end)`;

// Columns whose API value is computed; every other field is the column of the same name.
const COMPUTED: Partial<Record<Field, RawBuilder<unknown>>> = {
  verified: bool('verified'),
  coin: sql`printf('%d.%02d', coin_minor / 100, coin_minor % 100)`,
  payment_status: bool('payment_status'),
  trust: bool('trust'),
};
const fieldSql = (field: Field): RawBuilder<unknown> => COMPUTED[field] ?? sql.ref(field);

const ROW_SQL: Record<UserListFormat, RawBuilder<unknown>> = {
  objects: sql`json_object(${sql.join(USER_FIELDS.flatMap((f) => [sql.lit(f), fieldSql(f)]))})`,
  rows: sql`json_array(${sql.join(USER_FIELDS.map(fieldSql))})`,
};

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
  const parts: string[] = [];
  for (let start = lo; start <= hi; start += chunk) {
    if (start > lo) await nextTick();
    const result = await sql<{ json: string }>`
      select json_group_array(${ROW_SQL[format]} order by id) as json
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
