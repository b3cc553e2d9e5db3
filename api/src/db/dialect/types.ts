import type {
  Expression,
  Kysely,
  KyselyPlugin,
  RawBuilder,
  SelectQueryBuilder,
  SqlBool,
  Transaction,
} from 'kysely';
import type { TrackedTable } from '../tracked-tables';
import type { AnyDb } from './any-db';
import type { BreadthScale } from './search-breadth';
import type { MoneyTextSearchTable, TextSearchTable } from './list-text-search';

export type { AnyDb };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * Every place where SQLite and PostgreSQL need different SQL, named once per dialect
 * (sqlite.ts, postgres.ts). Everything else is one Kysely query layer for both.
 */
export interface SqlDialect {
  readonly name: 'sqlite' | 'postgres';
  /** Applied to the migrator's Kysely: rewrites dialect-neutral DDL where needed. */
  readonly migrationPlugins: KyselyPlugin[];
  /** `true`/`false` JSON value of a 0/1 integer column. */
  jsonBool(column: string): RawBuilder<unknown>;
  /** An integer minor-unit column as "12.34" text. */
  minorText(column: string): RawBuilder<unknown>;
  /** A JSON object from alternating key literal / value expressions. */
  jsonObject(pairs: RawBuilder<unknown>[]): RawBuilder<unknown>;
  jsonArray(values: RawBuilder<unknown>[]): RawBuilder<unknown>;
  /** Aggregate of JSON values into one JSON array text (`null` for no rows). */
  jsonArrayAgg(value: RawBuilder<unknown>, orderBy: string): RawBuilder<unknown>;
  /** A number that changes whenever any connection (any instance) changes `users`. */
  usersVersion(db: AnyDb): Promise<string>;
  /** Per-start set-up that is not a migration (idempotent; runs under `exclusive`). */
  prepare(db: AnyDb): Promise<void>;
  /** Runs `work` while no other instance runs its own `exclusive` (start-up, seeding). */
  exclusive<T>(db: AnyDb, work: () => Promise<T>): Promise<T>;
  /**
   * Inside a transaction: holds the row until commit, so a read-check-write on it cannot
   * interleave with another instance's. SQLite's BEGIN IMMEDIATE already holds the whole file.
   */
  lockRow(db: AnyDb, table: string, id: number): Promise<void>;
  /**
   * Inside a transaction: the rows the query selects stay locked until commit (in the order
   * the query sorts them, so two transactions locking the same set cannot deadlock).
   * `skipLocked`: rows another transaction holds are left out instead of waited for.
   */
  lockSelected<Q extends AnySelect>(query: Q, skipLocked?: boolean): Q;
  /** True until a table of SEEDED_ALWAYS ever had a row (emptying it does not count). */
  neverSeeded(db: AnyDb): Promise<boolean>;
  /** After rows were inserted with explicit ids: the next generated id follows them. */
  afterExplicitIds(db: AnyDb, tables: string[]): Promise<void>;
  /**
   * Inside a transaction: empties the tables, listed children before parents, and restarts
   * their ids at 1, with foreign keys enforced throughout.
   */
  truncate(db: AnyDb, tables: string[]): Promise<void>;
  /**
   * A column reference the planner will not pick an index for (SQLite's unary +): a page
   * sorted by another column reads that column's index and tests this one per row.
   */
  unindexed(column: string): RawBuilder<unknown>;
  /**
   * A condition the planner will not drive the query by (SQLite: `+(...)`): a page then reads
   * its sort key's index and tests the condition per row. PostgreSQL picks by statistics.
   */
  unindexedCondition(condition: Expression<SqlBool>): Expression<SqlBool>;
  /**
   * What an index on a computed sort key must hold besides the key (of the columns the key
   * reads) so that a position jump is read from the index alone: PostgreSQL's planner takes
   * an index-only scan only when every column the query names is stored in the index, even
   * one used inside the indexed expression; SQLite reads the indexed expression's value.
   */
  indexOnlyColumns(reads: readonly string[]): readonly string[];
  /** A text sort key compared byte by byte, as its index orders it (SQLite's default). */
  sortText(expression: RawBuilder<unknown>): RawBuilder<unknown>;
  /**
   * The user search index (migration 007): SQLite FTS5 trigram kept by triggers, PostgreSQL
   * pg_trgm GIN. Idempotent; built from the rows already in `users`.
   */
  createUserSearch(db: AnyDb): Promise<void>;
  dropUserSearch(db: AnyDb): Promise<void>;
  /**
   * Condition on `users`: the search text is a case- and accent-insensitive substring of the
   * name, email, phone number or ref code, answered from the search index where it can be.
   * `broad`: it matches very many rows; a planner without statistics on the search index
   * (SQLite) is told to read the sort index and test each row instead of sorting every match.
   */
  userSearchMatch(search: string, broad: boolean): RawBuilder<SqlBool>;
  /**
   * The ids of the search's matches in id order, a slice of them read from the search index
   * alone and stopping after it (a select of one column, `id`), or null where the index cannot
   * (a search under 3 characters; PostgreSQL, whose planner picks its own plan). SQLite reads
   * an `in (select rowid ... match)` list whole: 15-60 ms for a broad search at 1,000,000
   * users, against 0.1-1 ms for the first page in id order read this way.
   */
  userSearchIds(search: string, slice: UserSearchSlice): RawBuilder<{ id: number }> | null;
  /** The lists' text search indexes (list-text-search.ts, migrations 022, 028). Idempotent. */
  createListTextSearch(db: AnyDb): Promise<void>;
  dropListTextSearch(db: AnyDb): Promise<void>;
  /**
   * Condition on a list's `r`: the search is a substring of one of its searched columns;
   * `broad` tests each row instead of reading the index (SQLite).
   */
  listTextMatch(table: TextSearchTable, search: string, broad?: boolean): RawBuilder<SqlBool>;
  /** About how many rows a search of the list's own text only matches, up to `scale.bound`. */
  listTextBreadth(
    db: AnyDb,
    table: TextSearchTable,
    search: string,
    scale: BreadthScale,
  ): Promise<number>;
  /**
   * Condition on a money list's `r` (list-search.ts): its user or its own text matches the
   * search; `broad` reads the sort order and tests each row, otherwise the indexes are read.
   */
  listSearchMatch(table: MoneyTextSearchTable, search: string, broad: boolean): RawBuilder<SqlBool>;
  /** About how many of the list's rows the search matches, counted up to `scale.bound`. */
  listSearchBreadth(
    db: AnyDb,
    table: MoneyTextSearchTable,
    search: string,
    scale: BreadthScale,
  ): Promise<number>;
  /**
   * Bulk load (the seed): inserts rows whose keys are column names, all rows with the same
   * keys. SQLite runs one prepared statement per row on its own connection (measured 3x faster
   * than any multi-row form there); PostgreSQL parses a JSON array per chunk server-side.
   */
  bulkInsert(db: AnyDb, table: string, rows: readonly Record<string, unknown>[]): Promise<void>;
  /**
   * One transaction for a bulk load (`db/bulk-load.ts`), with settings that only speed it up:
   * SQLite a large page cache and in-memory temp sorts for the index builds (this connection,
   * restored afterwards); PostgreSQL more memory for index builds and no wait for the WAL
   * flush at commit (this transaction only: a crash may lose the seed, never corrupt).
   */
  bulkLoadTransaction<D, T>(db: Kysely<D>, work: (trx: Transaction<D>) => Promise<T>): Promise<T>;
  /**
   * After a bulk load committed (outside any transaction): PostgreSQL vacuums and analyzes
   * the loaded tables, so the planner has statistics and index-only scans need no heap visits
   * (the visibility map); SQLite needs nothing (its plans are chosen without statistics).
   */
  afterBulkLoad(db: AnyDb, tables: readonly string[]): Promise<void>;
  /** Name and `create index` statement of every non-unique index on these tables. */
  plainIndexes(
    db: AnyDb,
    tables: readonly string[],
  ): Promise<{ name: string; definition: string }[]>;
  /** DDL of the triggers writing `change_events` for every tracked table (migration 008). */
  changeTriggers(tables: readonly TrackedTable[]): RawBuilder<unknown>[];
  dropChangeTriggers(tables: readonly TrackedTable[]): RawBuilder<unknown>[];
  /**
   * A mark taken when the event reader sees a gap in event ids (an id taken by a transaction
   * not committed yet, or rolled back): null where writers commit in id order (SQLite).
   */
  eventHorizon(db: AnyDb): Promise<string | null>;
  /** True once every transaction that could have taken an id before `horizon` has ended. */
  horizonPassed(db: AnyDb, horizon: string): Promise<boolean>;
  /**
   * Calls `wake` whenever `change_events` may have new rows, until the returned stop is
   * called: one LISTEN connection per process on PostgreSQL, a timer on SQLite.
   */
  watchChanges(target: string, wake: () => void, pollMs: number): Promise<() => Promise<void>>;
}

/** Which of a search's matches, in id order (`SqlDialect.userSearchIds`). */
export interface UserSearchSlice {
  /** Only ids beyond this one (after it in `direction`). */
  after?: number;
  direction?: 'asc' | 'desc';
  limit: number;
  offset?: number;
}

/**
 * Tables the demo seed always writes to: `users`, and `banners` for a seed of 0 users (which
 * must not seed again at the next start).
 */
export const SEEDED_ALWAYS = ['users', 'banners'] as const;
