import { type Kysely, sql } from 'kysely';
import { LIST_EXACT_TOTAL_CAP } from '@rewards/contract';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { filterKey, userFilterCondition, type UserListFilter } from './user-list-query';

// The total of a user list view. Counting every match of a broad search ("a", "gmail") on a
// million rows costs as much as the search itself, so matches are counted up to a cap; past
// it the total is an estimate, said so in the answer (decision 014). The whole table and
// anything under the cap are exact and kept per users-table version. An estimate outlives
// versions (decision 014, "totals that survive writes"): any write (a wallet credit) moves the
// version, and recounting a broad search after each one cost 300-470 ms per keystroke.

/** Matches counted exactly; past this the total is estimated (every list's cap). */
export const EXACT_TOTAL_CAP = LIST_EXACT_TOTAL_CAP;
const CACHED_TOTALS = 200;

export interface UserListTotal {
  total: number;
  isEstimate: boolean;
}

export interface TotalFreshness {
  /** An estimate older than this is recounted in the background when asked for. */
  refreshAfterMs: number;
  /** Past this age, or past `maxSpanDrift` of growth, the estimate is recounted before use. */
  maxAgeMs: number;
  /** Relative change of the id range (what the estimate extrapolates over). */
  maxSpanDrift: number;
}

export const TOTAL_FRESHNESS: TotalFreshness = {
  refreshAfterMs: 10_000,
  maxAgeMs: 600_000,
  maxSpanDrift: 0.01,
};

interface Counted extends UserListTotal {
  /** max(id) - min(id) + 1 when counted (estimates only). */
  span: number;
}

async function idSpan(db: Kysely<Database>): Promise<{ lo: number; span: number }> {
  // Two subqueries: SQLite reads a lone min() or max() from the end of the index, but scans
  // every row for `select min(id), max(id)` (~50 ms at 1,000,000).
  const range = await sql<{ lo: number | null; hi: number | null }>`
    select (select min(id) from users) as lo, (select max(id) from users) as hi`.execute(db);
  const lo = Number(range.rows[0]?.lo ?? 1);
  return { lo, span: Number(range.rows[0]?.hi ?? lo) - lo + 1 };
}

/**
 * The first cap+1 matches in id order, counted in one pass: at most `cap` is the exact total;
 * otherwise the last of them is the pivot of the estimate. (Separate pivot and count queries
 * evaluated the search twice: 40-60 ms for a mid-sized search such as "priya.s".)
 */
async function firstMatches(db: Kysely<Database>, filter: UserListFilter, cap: number) {
  const onlySearch = filter.status === null && filter.trust === null;
  const ids = onlySearch ? dialectOf(db).userSearchIds(filter.search, { limit: cap + 1 }) : null;
  const where = userFilterCondition(db, filter, null);
  const matches =
    ids ?? sql`select users.id from users where ${where} order by users.id limit ${cap + 1}`;
  const result = await sql<{ n: number; last: number | null }>`
    select count(*) as n, max(id) as last from (${matches}) as matches`.execute(db);
  return { n: Number(result.rows[0]?.n ?? 0), last: Number(result.rows[0]?.last ?? 0) };
}

async function countTotal(
  db: Kysely<Database>,
  filter: UserListFilter,
  cap: number,
): Promise<Counted> {
  if (filter.search === '' && filter.status === null && filter.trust === null) {
    const all = await sql<{ n: number }>`select count(*) as n from users`.execute(db);
    return { total: Number(all.rows[0]?.n ?? 0), isEstimate: false, span: 0 };
  }
  const { n, last: pivot } = await firstMatches(db, filter, cap);
  if (n <= cap) return { total: n, isEstimate: false, span: 0 };
  // CAP matches among the ids before the pivot: assume the same density in the ids after it.
  const { lo, span } = await idSpan(db);
  return { total: Math.round((cap * span) / (pivot - lo + 1)), isEstimate: true, span };
}

export interface UserTotals {
  get(filter: UserListFilter): Promise<UserListTotal>;
}

const plain = ({ total, isEstimate }: Counted): UserListTotal => ({ total, isEstimate });

interface Entry {
  version: string;
  countedAt: number;
  total: Promise<Counted>;
  settled?: Counted;
  refreshing?: boolean;
}

export function createUserTotals(
  db: Kysely<Database>,
  cap = EXACT_TOTAL_CAP,
  freshness = TOTAL_FRESHNESS,
): UserTotals {
  const cache = new Map<string, Entry>();

  const count = (key: string, version: string, filter: UserListFilter): Entry => {
    const entry: Entry = { version, countedAt: Date.now(), total: countTotal(db, filter, cap) };
    entry.total.then(
      (counted) => (entry.settled = counted),
      () => cache.get(key) === entry && cache.delete(key),
    );
    return entry;
  };
  const remember = (key: string, entry: Entry) => {
    cache.delete(key);
    cache.set(key, entry);
    // Least recently counted first: drops the totals of filters nobody asks for any more.
    if (cache.size > CACHED_TOTALS) cache.delete(cache.keys().next().value as string);
  };

  /** A settled estimate still good enough to answer with while a newer one is counted. */
  const usable = async (entry: Entry | undefined): Promise<Counted | null> => {
    const settled = entry?.settled;
    if (!entry || !settled?.isEstimate) return null;
    if (Date.now() - entry.countedAt > freshness.maxAgeMs) return null;
    const { span } = await idSpan(db);
    return Math.abs(span - settled.span) <= settled.span * freshness.maxSpanDrift ? settled : null;
  };

  return {
    async get(filter) {
      const version = await dialectOf(db).usersVersion(db);
      const key = filterKey(filter);
      const entry = cache.get(key);
      if (entry?.version === version) return plain(await entry.total);
      const stale = await usable(entry);
      if (!stale || !entry) {
        const fresh = count(key, version, filter);
        remember(key, fresh);
        return plain(await fresh.total);
      }
      if (!entry.refreshing && Date.now() - entry.countedAt >= freshness.refreshAfterMs) {
        // Stale while revalidating: this request answers with the old estimate.
        entry.refreshing = true;
        const next = count(key, version, filter);
        next.total.then(
          () => cache.get(key) === entry && remember(key, next),
          () => (entry.refreshing = false),
        );
      }
      return { total: stale.total, isEstimate: true };
    },
  };
}
