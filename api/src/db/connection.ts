import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect';
import type { Database } from './schema';

export interface DbHandle {
  db: Kysely<Database>;
  /** The raw handle, for pragmas and the bulk seeder's prepared statements. */
  sqlite: SqliteDatabase.Database;
}

/** Opens (creating if needed) the SQLite file with the pragmas the API relies on. */
export function openDatabase(file: string): DbHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run while a writer commits; busy_timeout makes a second process
  // (e.g. `npm run seed` while the server runs) wait instead of failing with SQLITE_BUSY.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // FULL: a committed money change survives power loss, at a small write cost.
  sqlite.pragma('synchronous = FULL');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}
