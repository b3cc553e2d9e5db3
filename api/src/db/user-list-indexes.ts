import type { UserSortKey } from '@rewards/contract/limits';
import { SORT_KEYS, sortIndexName } from '../services/user-sort-keys';
import { type AnyDb, dialectOf } from './dialect';

// The indexes of the user list query (issue 14): one per sort key on (key expression, id),
// so every sort, its keyset step and its position jump read an index in order; and the
// search index of the dialect. Migration 007 creates them; the seed CLI drops them before a
// bulk load and builds them afterwards, which is several times faster than keeping them.

// The keys of SORT_KEYS (typed by the contract's list), read from the object itself: migrations
// also run where the contract's built entry does not exist yet (the test clusters' set-up).
const indexedKeys = (Object.keys(SORT_KEYS) as UserSortKey[]).filter((key) => key !== 'id');

export async function createUserListIndexes(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  for (const key of indexedKeys) {
    await db.schema
      .createIndex(sortIndexName(key))
      .ifNotExists()
      .on('users')
      .expression(SORT_KEYS[key].expression(dialect))
      .column('id')
      .execute();
  }
  await dialect.createUserSearch(db);
}

export async function dropUserListIndexes(db: AnyDb): Promise<void> {
  for (const key of indexedKeys) await db.schema.dropIndex(sortIndexName(key)).ifExists().execute();
  await dialectOf(db).dropUserSearch(db);
}
