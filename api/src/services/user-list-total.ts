import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { filterKey, type UserListFilter } from './user-list-request';
import { userFilterCondition } from './user-list-query';

// The total of a user list view. Counting every match of a broad search ("a", "gmail") on a
// million rows costs as much as the search itself, so matches are counted up to a cap; past
// it the total is an estimate, said so in the answer (decision 014). The whole table and
// anything under the cap are exact. Totals are kept per users-table version, so paging and
// scrolling through an unchanged list count once.

/** Matches counted exactly; past this the total is estimated. */
export const EXACT_TOTAL_CAP = 10_000;
const CACHED_TOTALS = 200;

export interface UserListTotal {
  total: number;
  isEstimate: boolean;
}

async function countTotal(
  db: Kysely<Database>,
  filter: UserListFilter,
  cap: number,
): Promise<UserListTotal> {
  const where = userFilterCondition(db, filter);
  if (filter.search === '' && filter.status === null && filter.trust === null) {
    const all = await sql<{ n: number }>`select count(*) as n from users`.execute(db);
    return { total: Number(all.rows[0]?.n ?? 0), isEstimate: false };
  }
  // The (cap+1)th match in id order: none means the count is small enough to be exact.
  const beyond = await sql<{ id: number }>`
    select users.id from users where ${where} order by users.id limit 1 offset ${cap}
  `.execute(db);
  const pivot = beyond.rows[0]?.id;
  if (pivot === undefined) {
    const exact = await sql<{ n: number }>`
      select count(*) as n from users where ${where}`.execute(db);
    return { total: Number(exact.rows[0]?.n ?? 0), isEstimate: false };
  }
  // CAP matches among the ids up to the pivot: assume the same density in the ids after it.
  const range = await sql<{ lo: number; hi: number }>`
    select min(id) as lo, max(id) as hi from users`.execute(db);
  const lo = Number(range.rows[0]?.lo ?? 1);
  const hi = Number(range.rows[0]?.hi ?? pivot);
  const estimate = Math.round((cap * (hi - lo + 1)) / (pivot - lo + 1));
  return { total: estimate, isEstimate: true };
}

export interface UserTotals {
  get(filter: UserListFilter): Promise<UserListTotal>;
}

export function createUserTotals(db: Kysely<Database>, cap = EXACT_TOTAL_CAP): UserTotals {
  const cache = new Map<string, Promise<UserListTotal>>();
  return {
    async get(filter) {
      const key = `${await dialectOf(db).usersVersion(db)}|${filterKey(filter)}`;
      let total = cache.get(key);
      if (!total) {
        total = countTotal(db, filter, cap);
        cache.set(key, total);
        total.catch(() => cache.delete(key));
        // Oldest first: drops the totals of versions and filters nobody asks for any more.
        if (cache.size > CACHED_TOTALS) cache.delete(cache.keys().next().value as string);
      }
      return total;
    },
  };
}
