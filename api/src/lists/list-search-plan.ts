import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/dialect';
import {
  LIST_TEXT_SEARCH,
  MONEY_TEXT_SEARCH,
  type MoneyTextSearchTable,
  type TextSearchTable,
} from '../db/dialect/list-text-search';
import type { Database } from '../db/schema';
import type { AnyListSource } from './list-source';
import type { ListPlan, ListView, SearchBreadth } from './list-shapes';

export type { ListPlan, SearchBreadth };

// Which plan a money list's search runs in (decision 040). Reading the matches through the
// indexes costs about one row per match (all of them, then sorted); reading the sort order
// and testing each row costs about window / density rows, where the window is the rows up to
// the end of the page. So the sort order wins when matches² > window × rows. The matches
// are estimated from the search indexes, once per filter and data version.

export const INDEX_PLAN: ListPlan = { broadSearch: false, sortOrder: false };

/** The largest window decided exactly: a CSV page (list-csv.ts); larger ones read the indexes. */
const LARGEST_WINDOW = 1_000;

async function idSpan(db: Kysely<Database>, table: string): Promise<number> {
  // Two subqueries: SQLite reads a lone min() or max() from the end of the index.
  const t = sql.table(table);
  const result = await sql<{ lo: unknown; hi: unknown }>`
    select (select min(id) from ${t}) as lo, (select max(id) from ${t}) as hi`.execute(db);
  const lo = Number(result.rows[0]?.lo ?? 0);
  const hi = Number(result.rows[0]?.hi ?? -1);
  return Math.max(0, hi - lo + 1);
}

/** The view's search text, when the list searches an indexed text (and maybe its users). */
export function searchOf(source: AnyListSource, view: ListView): string | null {
  if (!(source.table in LIST_TEXT_SEARCH)) return null;
  const filters = Object.entries(source.declaration.filters);
  const name = filters.find(([, spec]) => spec.kind === 'search')?.[0];
  return (name && view.filters[name]) || null;
}

/** Null when the view has no search; otherwise how broad the search is. */
export async function searchBreadth(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
): Promise<SearchBreadth | null> {
  const search = searchOf(source, view);
  if (search === null) return null;
  const rows = await idSpan(db, source.table);
  const users = Math.max(1, await idSpan(db, 'users'));
  // Counted up to what decides the largest window (cheaper than counting every match).
  const bound = Math.ceil(1.5 * Math.sqrt(LARGEST_WINDOW * rows));
  const scale = { rows, users, bound };
  const dialect = dialectOf(db);
  // The Messages list searches its own text only; the money lists their users too.
  if (!(source.table in MONEY_TEXT_SEARCH)) {
    const matches = await dialect.listTextBreadth(
      db,
      source.table as TextSearchTable,
      search,
      scale,
    );
    return { matches, rows };
  }
  const table = source.table as MoneyTextSearchTable;
  const matches = await dialect.listSearchBreadth(db, table, search, scale);
  // The matching users, as many per row as the list has: "sharma" matches 5% of users and of
  // Crypto Pay's rows (9,916 of 200,000), whose exact count tests 49,794 users (0.7-2 s).
  const userChecks = dialect.name === 'postgres' ? Math.round((matches * users) / rows) : 0;
  return { matches, rows, userChecks };
}

/** The plan for reading `window` rows (the page's end: its position plus its length). */
export function planFor(breadth: SearchBreadth | null, window: number): ListPlan {
  if (!breadth) return INDEX_PLAN;
  return { broadSearch: breadth.matches ** 2 > window * breadth.rows, sortOrder: false };
}

/** A filter on the sort's own column is already a range of the sort index. */
function filtersSortColumn(source: AnyListSource, view: ListView): boolean {
  const { key } = view.sort;
  if (key in view.filters) return true;
  const specs = source.declaration.filters as Record<string, { kind: string } | undefined>;
  return key === 'date' && Object.keys(view.filters).some((name) => specs[name]?.kind === 'date');
}

/**
 * The whole view's plan: the search's, and the sort order for every filter when the view's
 * total says its matches are dense (a method or status that a third of the rows have). SQLite
 * otherwise reads the filter's index and sorts every match: /wallet?method=UPI 470-800 ms at
 * 1,000,000 users, 0.2-16 ms in the sort order. PostgreSQL chooses this by statistics.
 */
export async function viewPlan(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
  breadth: SearchBreadth | null,
  matches: number,
  window: number,
): Promise<ListPlan> {
  const plan = planFor(breadth, window);
  if (Object.keys(view.filters).length === 0 || filtersSortColumn(source, view)) return plan;
  const rows = breadth?.rows ?? (await idSpan(db, source.table));
  return { ...plan, sortOrder: matches ** 2 > window * rows };
}
