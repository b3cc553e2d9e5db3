import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';

// The better-sqlite3 handle behind a Kysely opened by connection.ts, for the one job Kysely
// cannot do fast: the seed's bulk load, a prepared statement run per row (dialect/sqlite.ts).
// Statements on it share Kysely's single connection, so they join its open transaction. Keyed
// by the query adapter, which a Kysely shares with its transactions.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKysely = Kysely<any>;
const handles = new WeakMap<object, SqliteDatabase.Database>();

export function rememberRawSqlite(db: AnyKysely, raw: SqliteDatabase.Database): void {
  handles.set(db.getExecutor().adapter, raw);
}

export const rawSqliteOf = (db: AnyKysely): SqliteDatabase.Database | undefined =>
  handles.get(db.getExecutor().adapter);
