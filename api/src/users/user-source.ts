import { sql, type SqlBool } from 'kysely';
import { User, USER_LIST, UserListResponse, type UserSortKey } from '@rewards/contract';
import { dialectOf } from '../db/dialect';
import { createUserTotals } from './user-list-total';
import { userFilterCondition, userFilterOf, userPageEntries } from './user-list-query';
import { usersByIds } from './user-queries';
import { SORT_KEYS } from './user-sort-keys';
import type { SortColumn, SourceOf } from '../lists/list-source';

/** Each sort key's expression, the one its index is built on (user-list-indexes.ts). */
const sortKeys = Object.fromEntries(
  Object.entries(SORT_KEYS).map(([key, definition]) => [
    key,
    {
      column: definition.column,
      kind: definition.kind,
      expression: (db) => definition.expression(dialectOf(db)),
    } satisfies SortColumn,
  ]),
) as Record<UserSortKey, SortColumn>;

/**
 * User Manage (docs/product.md#users) at a million users (decision 014): the users' search
 * index, status-led sort indexes and totals that survive writes are its own plan; paging,
 * cursors, CSV and routes are the engine's. Its SQL names the table (`users.<column>`).
 */
export const userSource: SourceOf<typeof USER_LIST> = {
  declaration: USER_LIST,
  row: User,
  // Its own page shape (decision 014's descriptions), the same fields as the engine's.
  pageResponse: UserListResponse,
  table: 'users',
  alias: false,
  tag: 'users',
  noun: 'Users',
  sortKeys,
  filter: (db, name, value) => {
    switch (name) {
      case 'search':
        return dialectOf(db).userSearchMatch(value, false);
      case 'status':
        return sql<SqlBool>`users.status = ${value}`;
      case 'trust':
        return sql<SqlBool>`users.trust = ${value === 'yes' ? 1 : 0}`;
    }
  },
  rowsByIds: (db, ids) => usersByIds(db, ids),
  summary: null,
  plan: {
    // For counting and bulk selection: which index serves which filter (user-list-query.ts).
    condition: (db, view) => userFilterCondition(db, userFilterOf(view), null),
    // A broad search (its total an estimate) reads the sort index and skips non-matches.
    entries: (db, view, start, count, total) =>
      userPageEntries(db, view, start, count, total?.isEstimate === true),
    needsTotal: (view) => view.filters.search !== undefined,
    totals: (db) => {
      const totals = createUserTotals(db);
      return (view) => totals.get(userFilterOf(view));
    },
  },
};
