import { sql } from 'kysely';
import type { UserSortKey } from '@rewards/contract/limits';
import { SORT_KEYS, sortIndexName } from '../services/user-sort-keys';
import { type AnyDb, dialectOf } from './dialect';

// The indexes of the user list query (issue 14): one per sort key on (key expression, id),
// so every sort, its keyset step and its position jump read an index in order; and the
// search index of the dialect. Migration 007 creates them, 014 adds the filter columns (and on
// PostgreSQL the columns a computed key reads); the seed's bulk load drops and rebuilds them
// from the catalogue.

// The keys of SORT_KEYS (typed by the contract's list), read from the object itself: migrations
// also run where the contract's built entry does not exist yet (the test clusters' set-up).
const sortKeys = Object.keys(SORT_KEYS) as UserSortKey[];
/** `id` had no index of its own before 014 (the table is in id order). */
const indexedKeys = (withFilters: boolean) =>
  withFilters ? sortKeys : sortKeys.filter((key) => key !== 'id');

/**
 * The list's filters (status, trust) as trailing columns of every sort index (migration 014):
 * a jump inside a filter skips its OFFSET in the index alone, testing the filter on the index
 * entry, instead of reading the table row of every skipped user (decision 022). A key that is
 * itself a filter column does not repeat it. The id order gets an index too, (id, status,
 * trust): skipping over its small entries is 5x cheaper than over the table's whole rows.
 */
const FILTER_COLUMNS = ['status', 'trust'] as const;
export const filterColumnsOf = (key: UserSortKey): string[] =>
  FILTER_COLUMNS.filter((column) => column !== key);

const distinct = (columns: readonly string[]) => [...new Set(columns)];

/** The index of the Pause/Block Date sorted within a status (migration 013). */
export const STATUS_SINCE_INDEX = 'users_sort_since_by_status';

/** Creates the sort indexes; `withFilters: false` is their shape before migration 014. */
export async function createSortIndexes(db: AnyDb, withFilters = true): Promise<void> {
  const dialect = dialectOf(db);
  for (const key of indexedKeys(withFilters)) {
    const extra = withFilters
      ? [...filterColumnsOf(key), ...dialect.indexOnlyColumns(SORT_KEYS[key].reads)]
      : [];
    await db.schema
      .createIndex(sortIndexName(key))
      .ifNotExists()
      .on('users')
      .expression(SORT_KEYS[key].expression(dialect))
      .columns(distinct(key === 'id' ? extra : ['id', ...extra]))
      .execute();
  }
}

export async function dropSortIndexes(db: AnyDb): Promise<void> {
  for (const key of sortKeys) await db.schema.dropIndex(sortIndexName(key)).ifExists().execute();
}

/** Status, then the Pause/Block Date, then id (and trust, with the filters). */
export async function createStatusSinceIndex(db: AnyDb, withFilters = true): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createIndex(STATUS_SINCE_INDEX)
    .ifNotExists()
    .on('users')
    .expression(sql`status`)
    .expression(SORT_KEYS.since.expression(dialect))
    .columns(
      withFilters
        ? distinct(['id', 'trust', ...dialect.indexOnlyColumns(SORT_KEYS.since.reads)])
        : ['id'],
    )
    .execute();
}
