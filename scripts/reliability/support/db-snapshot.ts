import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { BOOKKEEPING_TABLES } from './bookkeeping-tables';

// The fuzzer's signed-in requests move the session's idle expiry on every call.
const SKIPPED = new Set([...BOOKKEEPING_TABLES, 'admin_sessions']);

/** The suite reads the SQLite file the platform writes; this is its one SQLite-only query. */
function tableNames(db: Database.Database): string[] {
  const rows = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .all() as { name: string }[];
  return rows.map((row) => row.name).filter((name) => !SKIPPED.has(name));
}

export interface DataSnapshot {
  /** One SHA-256 over every row of every data table and the uploads folder listing. */
  checksum: string;
  /** Per table (and "uploads"), to say what changed. */
  parts: Record<string, string>;
}

/** Opens the platform's database read-only (WAL lets it read beside the running API). */
export function openReadOnly(dataDir: string): Database.Database {
  return new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
}

export function snapshotData(db: Database.Database, dataDir: string): DataSnapshot {
  const parts: Record<string, string> = {};
  for (const table of tableNames(db)) {
    const rows = db.prepare(`select * from "${table}" order by rowid`).all();
    parts[table] = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  }
  const uploads = fs.readdirSync(path.join(dataDir, 'uploads')).sort();
  parts.uploads = createHash('sha256').update(uploads.join('\n')).digest('hex');
  const checksum = createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  return { checksum, parts };
}

/** Names of the parts that differ between two snapshots. */
export function changedParts(before: DataSnapshot, after: DataSnapshot): string[] {
  return Object.keys({ ...before.parts, ...after.parts }).filter(
    (key) => before.parts[key] !== after.parts[key],
  );
}
