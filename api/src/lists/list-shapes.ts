import type { ListSort } from '@rewards/contract';
import type { CursorState } from './list-cursor';

// The shapes every file of the list engine passes around, in a file that imports none of
// them, so the engine's files import each other one way only. Each is re-exported where it
// was first declared (list-view.ts, list-search-plan.ts, list-total.ts, list-page.ts).

export interface ListView {
  /** The filters in force, by name (a value of 'all' or '' is no filter). */
  filters: Readonly<Record<string, string>>;
  sort: ListSort;
  /** The rows the admin's role may read (the source's `scopeOf`); absent: every row. */
  scope?: string;
  /** How a search is read (list-search-plan.ts); the indexes when not said. */
  plan?: ListPlan;
}

/** How the engine reads a view's filters; sources that do not search ignore it. */
export interface ListPlan {
  /** Read the sort order and test each row against the search, stopping after the page. */
  broadSearch: boolean;
  /** Read the sort key's index and test every filter per row (SQLite; see viewPlan). */
  sortOrder: boolean;
}

export interface SearchBreadth {
  /** Rows the search is estimated to match (at most `bound`). */
  matches: number;
  /** Rows in the list (its id span: the same order of magnitude, two index reads). */
  rows: number;
  /**
   * Users an exact count of the matches tests one by one (PostgreSQL: every user the trigram
   * index names is read and its text compared again; SQLite's FTS5 lists need no second look):
   * what an exact total costs (decision 050). Absent: none.
   */
  userChecks?: number;
}

export interface ListTotal {
  total: number;
  isEstimate: boolean;
}

/**
 * Where to start: after a cursor's row (`skip` rows further on: a jump from an anchor), at a
 * row index, or at the first row.
 */
export type PageStart = { after: CursorState; skip?: number } | { position: number } | null;

export interface PageEntry {
  id: number;
  key: string | number;
  /** The whole row, when a source's plan read it with the page (then no read by id follows). */
  row?: unknown;
}
