import type { Expression, Kysely, SqlBool } from 'kysely';
import type { ListDeclaration, Permission } from '@rewards/contract';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { ListPlan } from './list-search-plan';

// What a server-paged list tells the list engine (decision 028): its declaration (from the
// contract), the table its rows live in, which column each sort key orders by, what each
// filter means in SQL, and how to read whole rows for a page of ids. The engine does the
// rest (paging, totals, summary, CSV) the same way for every list.

/** A sort key's column on the list's table (aliased `r`), indexed together with `id`. */
export interface SortColumn {
  column: string;
  kind: 'text' | 'number';
}

/** What reads a list: the database and the API's settings (the Fastify app has both). */
export interface ListReader {
  db: Kysely<Database>;
  config: AppConfig;
}

export interface ListSource<Row, S extends string = string, F extends string = string> {
  declaration: ListDeclaration<Row, S, F>;
  /** The table whose rows are listed; queries alias it `r`. */
  table: keyof Database & string;
  permission: Permission;
  /** OpenAPI tag and what the rows are, for summaries ('Wallet transactions'). */
  tag: string;
  noun: string;
  sortKeys: Readonly<Record<S, SortColumn>>;
  /**
   * The condition of one filter's value ('all' and '' never reach it), over `r`; `plan`: how
   * a search is read (list-search-plan.ts; the indexes when not given), for sources that search.
   */
  filter: (db: Kysely<Database>, name: F, value: string, plan?: ListPlan) => Expression<SqlBool>;
  /** Whole rows (joins, API shape) for the ids of a page, in any order; `config`: the API's settings. */
  rowsByIds: (db: Kysely<Database>, ids: readonly number[], config: AppConfig) => Promise<Row[]>;
  /** The summary cards: the amount column summed, and the columns counted per value. */
  summary: { amount: string; groups: readonly string[] } | null;
}

// Declarations are generic in their row; the engine treats every list alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyListSource = ListSource<any, any, any>;

/** The source type of a declaration: its row, sort keys and filter names. */
export type SourceOf<D> =
  D extends ListDeclaration<infer Row, infer S, infer F> ? ListSource<Row, S, F> : never;
