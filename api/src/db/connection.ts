import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { makeSqliteFilePrivate } from './private-files';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect';
import { rememberRawSqlite } from './raw-sqlite';
import { withStatementCache } from './statement-cache';
import type { Database } from './schema';

/** A postgres:// URL selects PostgreSQL; anything else is a SQLite file path. */
export const isPostgresUrl = (target: string): boolean => /^postgres(ql)?:\/\//.test(target);

// COUNT and SUM answer int8, which pg hands over as strings by default; every such value here
// (row counts, sums of minor units) is far below 2^53.
const INT8 = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Pool size per API instance; the server's max_connections must cover every instance's. */
const poolMax = (): number => Number(process.env.PG_POOL_MAX ?? 10);

/** Every query's time and outcome (the metrics' `db_query_duration_seconds`). */
export type QueryObserver = (event: LogEvent) => void;

const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** PostgreSQL's connection pool behind `db` (its use is a metric); none on SQLite. */
export const poolOf = (db: Kysely<Database>): pg.Pool | undefined => pools.get(db);

function openPostgres(url: string, log?: QueryObserver): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax(),
    types: pgTypes,
    // A server that is away must fail requests (503 from /readyz) instead of queuing them.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client whose server went away emits 'error' on the pool; unhandled, it would end
  // the process. The next query gets a fresh connection (or a clear error) instead.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log && { log }) });
  pools.set(db, pool);
  return db;
}

function openSqlite(file: string, log?: QueryObserver): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  makeSqliteFilePrivate(file);
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run while a writer commits; busy_timeout makes a second process
  // (e.g. `npm run seed` while the server runs) wait instead of failing with SQLITE_BUSY.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // FULL: a committed money change survives power loss, at a small write cost.
  sqlite.pragma('synchronous = FULL');
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    ...(log && { log }),
  });
  rememberRawSqlite(db, sqlite);
  return db;
}

/** Opens the database: PostgreSQL for a postgres:// URL, else the SQLite file (created if needed). */
export function openDatabase(target: string, log?: QueryObserver): Kysely<Database> {
  return isPostgresUrl(target) ? openPostgres(target, log) : openSqlite(target, log);
}

/** Fails start-up with one clear line when the database cannot be reached (wrong URL, server down). */
export async function assertReachable(db: Kysely<Database>, label: string): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot reach the database at ${label}: ${reason}`);
  }
}
