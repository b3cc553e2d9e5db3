import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { type AnyDb, dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { bulkLoad } from '../db/bulk-load';
import { type PhaseTimer, untimed } from '../db/phase-timer';
import { detectImage } from '../lib/file-type';
import type { UploadStore } from '../storage/upload-store';
import { bannerPng, qrLikePng, receiptPng } from './images';
import { SeededRandom } from './random';
import { type Row, SEED_TABLES } from './seed-rows';
import { rowsInThread, type SeedRowSource } from './seed-rows-thread';

export interface SeedOptions {
  users: number;
  /** Where the screenshots and the banner go: the API's own store. */
  uploads: UploadStore;
  now: Date;
  /** Same seed, same data (apart from the random upload file names). */
  seed?: number;
  /** Records each phase's wall and CPU time (the CLI prints them). */
  timer?: PhaseTimer;
  /** Where the rows are built: here by default, in a worker thread from the CLI. */
  rows?: SeedRowSource;
  /** Wallet transactions instead of the seed's ratio (the bench option, seed-rows.ts). */
  walletTransactions?: number;
}

export type SeedSummary = Record<string, number>;

async function insertRows(db: AnyDb, table: string, rows: Row[]): Promise<void> {
  if (rows.length > 0) await dialectOf(db).bulkInsert(db, table, rows);
}

async function writeUpload(store: UploadStore, bytes: Buffer, written: string[]): Promise<string> {
  const result = await store.save(Readable.from([bytes]), detectImage);
  if (!result.ok) throw new Error(`seed image refused by the upload store: ${result.reason}`);
  written.push(result.name);
  return result.name;
}

export async function seedDatabase(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedSummary> {
  const random = new SeededRandom(options.seed ?? 20251001);
  const now = options.now.getTime();
  const n = options.users;
  const timer = options.timer ?? untimed;
  const written: string[] = [];
  try {
    const accents = [
      [46, 125, 50],
      [21, 101, 192],
      [123, 31, 162],
      [230, 81, 0],
      [0, 131, 143],
      [198, 40, 40],
    ] as const;
    const screenshots: string[] = [];
    for (const accent of accents)
      screenshots.push(await writeUpload(options.uploads, receiptPng(random, accent), written));
    const banner = await writeUpload(options.uploads, bannerPng(), written);
    const qrCode = `data:image/png;base64,${qrLikePng(random).toString('base64')}`;
    const admin = await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirst();

    const source = (options.rows ?? rowsInThread)({
      users: n,
      randomState: random.position(),
      now,
      screenshots,
      banner,
      qrCode,
      adminId: admin?.id,
      ...(options.walletTransactions !== undefined
        ? { walletTransactions: options.walletTransactions }
        : {}),
    });
    const summary: SeedSummary = {};
    await bulkLoad(
      db,
      SEED_TABLES,
      async (trx) => {
        const tables = source[Symbol.asyncIterator]();
        try {
          for (;;) {
            // Building the rows here, or waiting for the worker still building them.
            const next = await timer.time('generate rows', () => tables.next());
            if (next.done) break;
            const [table, rows] = next.value;
            summary[table] = (summary[table] ?? 0) + rows.length;
            await timer.time(`insert ${table}`, () => insertRows(trx, table, rows));
          }
        } finally {
          // A failed insert stops the worker.
          await tables.return?.();
        }
        await dialectOf(trx).afterExplicitIds(trx, Object.keys(summary));
      },
      timer,
    );
    return summary;
  } catch (error) {
    // Nothing was committed, so the files would be orphans.
    await options.uploads.remove(written);
    throw error;
  }
}
