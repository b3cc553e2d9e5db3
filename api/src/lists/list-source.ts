import type { TSchema } from '@sinclair/typebox';
import { type Expression, type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import type { ListDeclaration, Role } from '@rewards/contract';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { ListPlan, ListTotal, ListView, PageEntry, PageStart } from './list-shapes';

// What a server-paged list tells the list engine (decision 028): its declaration (from the
// contract), the table its rows live in, which column each sort key orders by, what each
// filter means in SQL, and how to read whole rows for a page of ids. The engine does the
// rest (paging, totals, summary, CSV) the same way for every list.

/** A sort key's column on the list's table (aliased `r`), indexed together with `id`. */
export interface SortColumn {
  column: string;
  kind: 'text' | 'number';
  /**
   * A computed key over the table's columns (the users' `lower(full_name)`), the expression
   * its index is built on; without one the key is the column itself.
   */
  expression?: (db: Kysely<Database>) => RawBuilder<unknown>;
}

/**
 * Where a list's own query plan beats the engine's generic SQL: the user list at a million
 * rows (decision 014: a search's index, a status-led sort index, totals that survive writes),
 * the audit log's money actions read one action at a time. Paging, cursors, CSV and the
 * routes stay the engine's.
 */
export interface SourcePlan {
  /** The whole view's condition, where the plan hints which index serves which filter. */
  condition?: (db: Kysely<Database>, view: ListView) => Expression<SqlBool>;
  /** The ids and sort values of `count` rows from `start`; `total` when `needsTotal`. */
  entries?: (
    db: Kysely<Database>,
    view: ListView,
    start: PageStart,
    count: number,
    total: ListTotal | null,
  ) => Promise<PageEntry[]>;
  /** `entries` of this view plans by its total (a broad search reads the sort index instead). */
  needsTotal?: (view: ListView) => boolean;
  /** The view's total, one counter per app (it keeps its own cache). */
  totals?: (db: Kysely<Database>) => (view: ListView) => Promise<ListTotal>;
}

/** What reads a list: the database and the API's settings (the Fastify app has both). */
export interface ListReader {
  db: Kysely<Database>;
  config: AppConfig;
}

export interface ListSource<Row, S extends string = string, F extends string = string> {
  /** The contract's declaration: paths, filters, sort keys, columns, permission (decision 065). */
  declaration: ListDeclaration<Row, S, F>;
  /**
   * The row's schema (the contract's, e.g. `CryptoPayment`): the page's answer is
   * `ListPage(row)`. Here, not in the declaration, which the browsers load without TypeBox.
   */
  row: TSchema & { static: Row };
  /** A page answer of the list's own shape (the users'); else `ListPage(row)`. */
  pageResponse?: TSchema;
  /** The table whose rows are listed; queries alias it `r`. */
  table: keyof Database & string;
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
  /**
   * The summary cards: the amount column summed, and the columns counted per value;
   * `bucketed`: the filters a summary reads from the table's buckets (db/summary-buckets.ts,
   * decision 047), each an equality on a bucket column over `r`.
   */
  summary: { amount: string; groups: readonly string[]; bucketed?: readonly F[] } | null;
  /** False when the list's SQL names its table (`users.<column>`) instead of the alias `r`. */
  alias?: false;
  plan?: SourcePlan;
  /**
   * The rows an admin's role may read, as a scope every query of the view adds (finance reads
   * the audit log's money actions only); null or absent: every row.
   */
  scopeOf?: (role: Role | undefined) => string | null;
  scopeCondition?: (db: Kysely<Database>, scope: string) => Expression<SqlBool>;
  /** The CSV's file name when it is not the declaration's fixed one (a dated name). */
  csvFileName?: (now: Date) => string;
}

// Declarations are generic in their row; the engine treats every list alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyListSource = ListSource<any, any, any>;

/** The source type of a declaration: its row, sort keys and filter names. */
export type SourceOf<D> =
  D extends ListDeclaration<infer Row, infer S, infer F, string, string>
    ? ListSource<Row, S, F>
    : never;

/** How the list's queries name its table: the alias `r`, or the table itself. */
export const tableName = (source: AnyListSource): string =>
  source.alias === false ? source.table : 'r';

/** `<table> as r`, or the table alone for a list whose SQL names it. */
export const fromTable = (source: AnyListSource) =>
  source.alias === false ? sql.table(source.table) : sql`${sql.table(source.table)} as r`;

/** A column of the list's table, as its queries name it. */
export const columnRef = (source: AnyListSource, column: string) =>
  sql.ref(`${tableName(source)}.${column}`);

/** What a sort key orders by: its expression, or its column. */
export function sortExpression(db: Kysely<Database>, source: AnyListSource, key: string) {
  const sort = source.sortKeys[key]!;
  return sort.expression ? sort.expression(db) : columnRef(source, sort.column);
}
