import type { UserListPage } from '@rewards/contract';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { encodeCursor } from './user-list-cursor';
import { listUserPage, type PageStart } from './user-list-query';
import { type UserListView, viewKey } from './user-list-request';
import type { UserTotals } from './user-list-total';

// A page of the user list with its total and next cursor, kept per users-table version: the
// first page of each sort, a search as it is typed and the steps after them are asked for
// again and again by every open screen, and the rows come from `users` alone, so a page
// stays right until that table changes (decision 014, "under load").

/** Rows (by the pages' limits) kept: ~1 KB of objects each, so ~20 MB at most. */
const CACHED_ROWS = 20_000;

export interface UserListPages {
  get(view: UserListView, start: PageStart, limit: number): Promise<UserListPage>;
}

async function readPage(
  db: Kysely<Database>,
  totals: UserTotals,
  version: string,
  view: UserListView,
  start: PageStart,
  limit: number,
): Promise<UserListPage> {
  const position = start === null ? 0 : 'after' in start ? start.after.position : start.position;
  const counting = totals.get(view.filter, version);
  // The page's plan depends on the total only for a search (a broad one reads the sort
  // index); otherwise page and total run side by side (on PostgreSQL, two connections).
  const broad = view.filter.search !== '' && (await counting).isEstimate;
  // One row more than asked tells whether another page follows.
  const [total, page] = await Promise.all([
    counting,
    listUserPage(db, view, start, limit + 1, broad),
  ]);
  const rows = page.slice(0, limit);
  const last = rows.at(-1);
  const nextCursor =
    page.length > limit && last
      ? encodeCursor(viewKey(view), { key: last.key, id: last.user.id, position: position + limit })
      : null;
  return {
    rows: rows.map((row) => row.user),
    total: total.total,
    totalIsEstimate: total.isEstimate,
    nextCursor,
    position,
  };
}

export function createUserListPages(db: Kysely<Database>, totals: UserTotals): UserListPages {
  const cache = new Map<string, { page: Promise<UserListPage>; limit: number }>();
  let rows = 0;
  const forget = (key: string) => {
    rows -= cache.get(key)?.limit ?? 0;
    cache.delete(key);
  };
  return {
    async get(view, start, limit) {
      const version = await dialectOf(db).usersVersion(db);
      const key = JSON.stringify([version, viewKey(view), start, limit]);
      const hit = cache.get(key);
      const entry = hit ?? { page: readPage(db, totals, version, view, start, limit), limit };
      // Most recently asked last, so the oldest is dropped first.
      forget(key);
      cache.set(key, entry);
      rows += limit;
      while (rows > CACHED_ROWS) forget(cache.keys().next().value as string);
      if (!hit) entry.page.catch(() => cache.get(key) === entry && forget(key));
      return entry.page;
    },
  };
}
