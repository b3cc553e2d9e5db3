import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import type { UserSortKey, UserStatus } from '@rewards/contract';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import type { PageEntry, PageStart } from '../lists/list-page';
import type { ListView } from '../lists/list-view';
import { toApiUser, USER_COLUMNS, type UserDbRow } from './user-queries';
import { SORT_KEYS } from './user-sort-keys';

// The user list's query plan in the list engine (api/src/users/user-source.ts): filters
// and search in WHERE, the sort key's index for the order, id as the tie-breaker in the same
// direction. Paging forward is a keyset step; a jump to a position skips rows in the index
// alone (ids only). Either reads the page's whole rows in the same query, so the engine reads
// none by id. See decisions 014 and 028.

/** The user list's filters, from the engine's checked view. */
export interface UserListFilter {
  /** Trimmed; '' means no search. */
  search: string;
  status: UserStatus | null;
  trust: boolean | null;
}

export const userFilterOf = ({ filters }: Pick<ListView, 'filters'>): UserListFilter => ({
  search: filters.search ?? '',
  status: (filters.status as UserStatus | undefined) ?? null,
  trust: filters.trust === undefined ? null : filters.trust === 'yes',
});

/** One string per distinct filter (the total does not depend on the sort; search ignores case). */
export const filterKey = (filter: UserListFilter): string =>
  JSON.stringify([filter.search.toLowerCase(), filter.status, filter.trust]);

/**
 * The WHERE condition of a filter on `users`: `null` for counting; for a page, `broad` says
 * the search matches very many rows (its total is an estimate), so reading the sort order and
 * skipping non-matches beats sorting every match (see SqlDialect.userSearchMatch). `sortKey`:
 * the page's sort, whose index may be led by status (migration 012).
 */
export function userFilterCondition(
  db: Kysely<Database>,
  filter: UserListFilter,
  broad: boolean | null,
  sortKey?: UserSortKey,
) {
  const dialect = dialectOf(db);
  // Counting uses the status index (trust is tested per row: a status is the rarer match, and
  // a planner without statistics may otherwise walk 60% of users through the trust index).
  // A page in another order tests both per row (status=pause sorted by name: 172 ms sorting
  // every paused user at 1,000,000, ~1 ms so), except where the sort's index is led by status.
  const statusIndexed = broad === null || sortKey === 'since';
  const status = statusIndexed ? sql.ref('users.status') : dialect.unindexed('users.status');
  const trust =
    broad === null && filter.status === null
      ? sql.ref('users.trust')
      : dialect.unindexed('users.trust');
  const parts: Expression<SqlBool>[] = [];
  if (filter.status !== null) parts.push(sql<SqlBool>`${status} = ${filter.status}`);
  if (filter.trust !== null) parts.push(sql<SqlBool>`${trust} = ${filter.trust ? 1 : 0}`);
  if (filter.search !== '') parts.push(dialect.userSearchMatch(filter.search, broad === true));
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/**
 * The ids of a page of a search-only view sorted by id, read from the search index in id
 * order (it stops after the page), or null when the view is not one (see userSearchIds).
 */
function searchPageIds(db: Kysely<Database>, view: ListView, start: PageStart, count: number) {
  const { sort } = view;
  const filter = userFilterOf(view);
  if (sort.key !== 'id' || filter.search === '' || filter.status !== null || filter.trust !== null)
    return null;
  const after = start && 'after' in start ? Number(start.after.id) : undefined;
  const offset = start && 'position' in start ? start.position : 0;
  return dialectOf(db).userSearchIds(filter.search, {
    after,
    direction: sort.direction,
    limit: count,
    offset,
  });
}

/**
 * The ids and sort values of `count` rows of the view from `start`, in the view's order.
 * `broad`: the view searches and its total is an estimate (see userFilterCondition).
 */
export async function userPageEntries(
  db: Kysely<Database>,
  view: ListView,
  start: PageStart,
  count: number,
  broad = false,
): Promise<PageEntry[]> {
  const sortKey = view.sort.key as UserSortKey;
  const direction = view.sort.direction;
  const keyExpression = SORT_KEYS[sortKey].expression(dialectOf(db));
  const where = userFilterCondition(db, userFilterOf(view), broad, sortKey);
  const compare = sql.raw(direction === 'asc' ? '>' : '<');

  // Whole rows with the page, in one query (decision 014): the engine reads none by id.
  const columns = () =>
    db
      .selectFrom('users')
      .select(USER_COLUMNS.map((column) => `users.${column}` as const))
      .select(keyExpression.as('key'));
  const select = () => columns().where(where);
  const inOrder = <Q extends ReturnType<typeof columns>>(query: Q) =>
    query.orderBy(keyExpression, direction).orderBy('users.id', direction);
  const page = () => inOrder(select());

  let rows;
  const searchIds = searchPageIds(db, view, start, count);
  if (searchIds) {
    rows = await inOrder(columns().where(sql<SqlBool>`users.id in (${searchIds})`))
      .limit(count)
      .execute();
  } else if (start && 'after' in start) {
    // Two index ranges instead of one row-value comparison, which SQLite reads as a scan from
    // the start of the index: the rest of the last key's run (key = k, id beyond), then the
    // keys beyond it. The second query runs only when the run ends within the page.
    const { key, id } = start.after;
    // Ordered by id alone: with the key fixed, SQLite then reads the index in order instead of
    // sorting the whole run (half the table for a blank Pause/Block Date).
    rows = await select()
      .where(sql<SqlBool>`${keyExpression} = ${key}`)
      .where(sql<SqlBool>`users.id ${compare} ${id}`)
      .orderBy('users.id', direction)
      .limit(count)
      .execute();
    if (rows.length < count) {
      const beyond = await page()
        .where(sql<SqlBool>`${keyExpression} ${compare} ${key}`)
        .limit(count - rows.length)
        .execute();
      rows = [...rows, ...beyond];
    }
  } else if (start && start.position > 0) {
    // Index-only skip: the subquery reads ids (and tests the filters) in the sort index alone
    // (decision 022); only `count` rows are read. The outer query does not repeat the filter:
    // with `status = ?` there, SQLite walked the status-led index past every matching user
    // testing ids against the list (580 ms at 1,000,000) instead of reading the ids' rows.
    const ids = db
      .selectFrom('users')
      .select('users.id')
      .where(where)
      .orderBy(keyExpression, direction)
      .orderBy('users.id', direction)
      .limit(count)
      .offset(start.position);
    rows = await inOrder(columns().where('users.id', 'in', ids))
      .limit(count)
      .execute();
  } else {
    rows = await page().limit(count).execute();
  }
  return rows.map((row) => ({
    id: Number(row.id),
    key: row.key as string | number,
    row: toApiUser(row as unknown as UserDbRow),
  }));
}
