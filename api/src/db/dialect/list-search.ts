import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { likeAny, type MoneyTextSearchTable, sqliteListTextIds } from './list-text-search';
import { postgresUserSearchMatch } from './postgres-user-search';
import { type BreadthScale, boundedCount, sampledDensity } from './search-breadth';
import { sqliteUserSearchIds, sqliteUserSearchMatch } from './sqlite-user-search';
import type { AnyDb } from './types';

// A money list's search (decision 040): the row's user matches (the users' search index) or
// its own text does (list-text-search.ts), in one of two plans the engine chooses by breadth.
// - narrow: the matches are read through the indexes and sorted (few matches: a UTR).
// - broad: the sort order is read and each row tested, stopping after the page (a name that
//   a few % of rows match: "sharma" 800 -> 50 ms on SQLite, 440 -> 40 ms on PostgreSQL).
// Neither planner sees this by itself: SQLite has no statistics on FTS5 tables and always
// reads the indexes; PostgreSQL cannot use an index for either side of an OR over a subquery,
// so it walked the sort index for every search (3 s when nothing matches).

/** SQLite: the users' ids straight from the FTS5 index (its rowid is the user's id). */
function sqliteUserCondition(search: string, broad: boolean) {
  const ids = sqliteUserSearchIds(search, { limit: -1 });
  // Unary + keeps SQLite from driving the query by the id list (it then reads the sort index
  // and tests each row against the list, built once).
  if (ids) return sql`${sql.raw(broad ? '+' : '')}r.user_id in (${ids})`;
  const like = sqliteUserSearchMatch(search, false);
  // Under 3 characters the users are matched by LIKE: per row, the first page of a broad
  // search tests a few hundred users instead of all of them (600 -> 2 ms at 1,000,000).
  if (broad) return sql`(select ${like} from users where users.id = r.user_id)`;
  return sql`r.user_id in (select users.id from users where ${like})`;
}

export function sqliteListSearchMatch(
  table: MoneyTextSearchTable,
  search: string,
  broad: boolean,
): RawBuilder<SqlBool> {
  const texts = sqliteListTextIds(table, search);
  const text = texts ? sql`${sql.raw(broad ? '+' : '')}r.id in (${texts})` : likeAny(table, search);
  return sql<SqlBool>`(${sqliteUserCondition(search, broad)} or ${text})`;
}

export function postgresListSearchMatch(
  table: MoneyTextSearchTable,
  search: string,
  broad: boolean,
): RawBuilder<SqlBool> {
  const user = postgresUserSearchMatch(search);
  // A scalar subquery per row: an IN or EXISTS here becomes a hashed subplan that first
  // reads every matching user (350 ms for 50,000 at 1,000,000 users).
  if (broad)
    return sql<SqlBool>`((select ${user} from users where users.id = r.user_id) or ${likeAny(table, search)})`;
  // One index read per side; an OR of the two would be a walk of the sort index.
  const rows = sql.table(table);
  return sql<SqlBool>`r.id in (
    select w.id from ${rows} as w where w.user_id in (select users.id from users where ${user})
    union all select w.id from ${rows} as w where ${likeAny(table, search, 'w')})`;
}

/** SQLite counts from the FTS5 indexes, which stop at the bound (1-20 ms). */
export async function sqliteListSearchBreadth(
  db: AnyDb,
  table: MoneyTextSearchTable,
  search: string,
  { rows, users, bound }: BreadthScale,
): Promise<number> {
  const userIds = sqliteUserSearchIds(search, {
    limit: Math.ceil((bound * users) / Math.max(1, rows)),
  });
  const texts = sqliteListTextIds(table, search);
  if (!userIds || !texts) return bound;
  const result = await sql<{ users: unknown; rows: unknown }>`select
    (select count(*) from (${userIds})) as users,
    ${boundedCount(texts, bound)} as rows`.execute(db);
  const perUser = rows / Math.max(1, users);
  const found = Number(result.rows[0]?.users) * perUser + Number(result.rows[0]?.rows);
  return Math.min(bound, Math.round(found));
}

/** PostgreSQL: the density among the newest rows, tested as the broad plan tests them. */
export async function postgresListSearchBreadth(
  db: AnyDb,
  table: MoneyTextSearchTable,
  search: string,
  scale: BreadthScale,
): Promise<number> {
  if ([...search].length < 3) return scale.bound;
  return sampledDensity(db, table, postgresListSearchMatch(table, search, true), scale);
}
