import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../api/src/db/connection';
import type { Database } from '../../api/src/db/schema';

export type PlatformDb = Kysely<Database>;

/**
 * The platform's SQLite database in a data folder, opened through the API's own Kysely layer
 * beside the running API (SQLite's WAL lets both read and write), for scripts and their tests
 * that check what the platform stored.
 */
export function openPlatformDb(dataDir: string): PlatformDb {
  return openDatabase(path.join(dataDir, 'app.db'));
}
