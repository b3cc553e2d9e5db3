/**
 * A fingerprint of everything the API stores in a data folder: every row of every table and
 * the uploads listing (bookkeeping tables aside), so a check can prove that refused requests
 * changed nothing. Read through the API's own Kysely layer, so the checks query the platform's
 * database the way the API does and carry no second database driver.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../api/src/db/schema';
import type { PlatformDb } from '../../support/platform-db';
import { BOOKKEEPING_TABLES } from './bookkeeping-tables';

/** Table name -> hash of its rows (sorted, so row order does not matter), plus `uploads/`. */
export type DataFingerprint = Record<string, string>;

// Introspection reads every column of every table; the table list does not change during a
// check, so it is read once per open database.
const tablesOf = new WeakMap<PlatformDb, Promise<string[]>>();
function tableNames(db: PlatformDb): Promise<string[]> {
  let names = tablesOf.get(db);
  if (!names) {
    names = db.introspection.getTables().then((tables) => tables.map((table) => table.name));
    tablesOf.set(db, names);
  }
  return names;
}

export async function dataFingerprint(
  db: PlatformDb,
  dataDir: string,
  /** Tables a check expects to change even when every request is refused. */
  alsoSkip: readonly string[] = [],
): Promise<DataFingerprint> {
  const skipped = new Set([...BOOKKEEPING_TABLES, ...alsoSkip]);
  const out: DataFingerprint = {};
  // Every table the database holds, including any the schema type does not name yet.
  for (const table of await tableNames(db)) {
    if (skipped.has(table)) continue;
    const rows = await db
      .selectFrom(table as keyof Database)
      .selectAll()
      .execute();
    out[table] = hashOf(rows.map((row) => JSON.stringify(row)).sort());
  }
  const uploads = path.join(dataDir, 'uploads');
  out['uploads/'] = hashOf(fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);
  return out;
}

/** The names whose fingerprint differs between two fingerprints. */
export function changedParts(before: DataFingerprint, after: DataFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

function hashOf(items: string[]): string {
  return crypto.createHash('sha256').update(items.join('\n')).digest('hex');
}
