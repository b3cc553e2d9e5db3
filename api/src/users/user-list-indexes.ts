import { sql } from 'kysely';
import type { UserSortKey } from '@rewards/contract/limits';
import { type AnyDb, dialectOf } from '../db/dialect';
import { SORT_KEYS, sortIndexName } from './user-sort-keys';

// The indexes the user list query needs (decisions 014 and 022), derived from the live sort
// keys: one per key on (key expression, id, filter columns), so every sort, its keyset step and
// its position jump read an index in order, even inside a filter. Migrations do not build
// from here: each holds a frozen copy of what it created (decision 026). This catalogue says
// what the current SORT_KEYS need, and test/db/migrations.test.ts checks that it builds exactly
// what the migrations built: a query's ORDER BY uses an index only when its expression is the
// indexed one, so a changed key without a migration would sort every row.

// The keys of SORT_KEYS (typed by the contract's list), read from the object itself.
const sortKeys = Object.keys(SORT_KEYS) as UserSortKey[];

/**
 * The list's filters (status, trust) as trailing columns of every sort index: a jump inside a
 * filter skips its OFFSET in the index alone, testing the filter on the index entry, instead
 * of reading the table row of every skipped user (decision 022). A key that is itself a
 * filter column does not repeat it. The id order has an index too, (id, status, trust):
 * skipping over its small entries is 5x cheaper than over the table's whole rows.
 */
const FILTER_COLUMNS = ['status', 'trust'] as const;
const filterColumnsOf = (key: UserSortKey): string[] =>
  FILTER_COLUMNS.filter((column) => column !== key);

const distinct = (columns: readonly string[]) => [...new Set(columns)];

/** The index of the Pause/Block Date sorted within a status (migration 013). */
export const STATUS_SINCE_INDEX = 'users_sort_since_by_status';

/** Every index name of the catalogue. */
export const userListIndexNames = (): string[] => [
  ...sortKeys.map(sortIndexName),
  STATUS_SINCE_INDEX,
];

/** Creates the sort indexes and the status-led one as the live keys define them. */
export async function createUserListIndexes(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  for (const key of sortKeys) {
    const extra = [...filterColumnsOf(key), ...dialect.indexOnlyColumns(SORT_KEYS[key].reads)];
    await db.schema
      .createIndex(sortIndexName(key))
      .ifNotExists()
      .on('users')
      .expression(SORT_KEYS[key].expression(dialect))
      .columns(distinct(key === 'id' ? extra : ['id', ...extra]))
      .execute();
  }
  // Status, then the Pause/Block Date, then id and trust.
  await db.schema
    .createIndex(STATUS_SINCE_INDEX)
    .ifNotExists()
    .on('users')
    .expression(sql`status`)
    .expression(SORT_KEYS.since.expression(dialect))
    .columns(distinct(['id', 'trust', ...dialect.indexOnlyColumns(SORT_KEYS.since.reads)]))
    .execute();
}
