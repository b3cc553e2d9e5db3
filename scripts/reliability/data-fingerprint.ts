/**
 * A fingerprint of everything the API stores in a data folder: every row of every table and
 * the uploads listing (bookkeeping tables aside), so a check can prove that refused requests
 * changed nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../api/src/db/connection';
import type { Database } from '../../api/src/db/schema';
import { BOOKKEEPING_TABLES } from './support/bookkeeping-tables';

/** Table name -> hash of its rows (sorted, so row order does not matter), plus `uploads/`. */
export async function dataFingerprint(dataDir: string): Promise<Record<string, string>> {
  const db = openDatabase(path.join(dataDir, 'app.db'));
  try {
    const out: Record<string, string> = {};
    for (const table of await db.introspection.getTables()) {
      // Every table the database holds, including any the schema type does not name yet.
      if (BOOKKEEPING_TABLES.has(table.name)) continue;
      const rows = await db
        .selectFrom(table.name as keyof Database)
        .selectAll()
        .execute();
      out[table.name] = hashOf(rows.map((row) => JSON.stringify(row)).sort());
    }
    const uploads = path.join(dataDir, 'uploads');
    out['uploads/'] = hashOf(fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);
    return out;
  } finally {
    await db.destroy();
  }
}

/** The names whose fingerprint differs between two fingerprints. */
export function changedParts(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

function hashOf(items: string[]): string {
  return crypto.createHash('sha256').update(items.join('\n')).digest('hex');
}
