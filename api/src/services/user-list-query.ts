import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import type { User } from '@rewards/contract';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { toApiUser, USER_COLUMNS, type UserDbRow } from './user-queries';
import type { UserListFilter, UserListView } from './user-list-request';
import { type CursorState } from './user-list-cursor';
import { SORT_KEYS } from './user-sort-keys';

// The user list in the database: filters and search in WHERE, the sort key's index for the
// order, id as the tie-breaker in the same direction. Paging forward is a keyset step (a
// row-value comparison the index answers as a range); a jump to a position skips rows in
// the index alone (ids only) and then reads the page's rows by id. See decision 014.

/** Where to start: after a cursor's row, at a row index, or at the first row. */
export type PageStart = { after: CursorState } | { position: number } | null;

export interface ListedUser {
  user: User;
  /** The row's sort value, for the next cursor. */
  key: string | number;
}

/** The WHERE condition of a filter on `users`. */
export function userFilterCondition(db: Kysely<Database>, filter: UserListFilter) {
  const parts: Expression<SqlBool>[] = [];
  if (filter.status !== null) parts.push(sql<SqlBool>`users.status = ${filter.status}`);
  if (filter.trust !== null) parts.push(sql<SqlBool>`users.trust = ${filter.trust ? 1 : 0}`);
  if (filter.search !== '') parts.push(dialectOf(db).userSearchMatch(filter.search));
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** `count` rows of the view from `start`, in the view's order. */
export async function listUserPage(
  db: Kysely<Database>,
  view: UserListView,
  start: PageStart,
  count: number,
): Promise<ListedUser[]> {
  const { key: sortKey, direction } = view.sort;
  const keyExpression = SORT_KEYS[sortKey].expression(dialectOf(db));
  const where = userFilterCondition(db, view.filter);
  const compare = sql.raw(direction === 'asc' ? '>' : '<');

  let query = db
    .selectFrom('users')
    .select(USER_COLUMNS.map((column) => `users.${column}` as const))
    .select(keyExpression.as('sort_value'))
    .where(where)
    .orderBy(keyExpression, direction)
    .orderBy('users.id', direction)
    .limit(count);
  if (start && 'after' in start) {
    const { key, id } = start.after;
    query = query.where(sql<SqlBool>`(${keyExpression}, users.id) ${compare} (${key}, ${id})`);
  } else if (start && start.position > 0) {
    // Index-only skip: the subquery reads ids from the sort index; only `count` rows are read.
    const ids = db
      .selectFrom('users')
      .select('users.id')
      .where(where)
      .orderBy(keyExpression, direction)
      .orderBy('users.id', direction)
      .limit(count)
      .offset(start.position);
    query = query.where('users.id', 'in', ids);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    user: toApiUser(row as UserDbRow),
    key: row.sort_value as string | number,
  }));
}
