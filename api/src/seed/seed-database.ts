import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { type AnyDb, dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { bulkLoad } from '../db/bulk-load';
import { type PhaseTimer, untimed } from '../db/phase-timer';
import { detectImage } from '../lib/file-type';
import type { UploadStore } from '../storage/upload-store';
import {
  buildAuditRows,
  buildNotifications,
  buildQuizCompletions,
  buildQuizzes,
  buildVideos,
} from './content-factory';
import { buildContactMessages } from './contact-factory';
import { bannerPng, qrLikePng, receiptPng } from './images';
import { buildCryptoPayments, buildWalletTransactions, buildWithdrawals } from './money-factory';
import { SeededRandom } from './random';
import { buildUsers } from './user-factory';

export interface SeedOptions {
  users: number;
  /** Where the screenshots and the banner go: the API's own store. */
  uploads: UploadStore;
  now: Date;
  /** Same seed, same data (apart from the random upload file names). */
  seed?: number;
  /** Records each phase's wall and CPU time (the CLI prints them). */
  timer?: PhaseTimer;
}

export type SeedSummary = Record<string, number>;

type Row = Record<string, string | number | null>;

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

    const tables = await timer.time('generate rows', () => {
      const users = n > 0 ? buildUsers(random, n, now) : [];
      const quizzes = buildQuizzes(now);
      const tables: [string, Row[]][] = [
        ['users', users],
        ['quizzes', quizzes],
        ['videos', buildVideos(now)],
        ['banners', [{ file_name: banner, created_at: options.now.toISOString() }]],
        ['contact_messages', buildContactMessages(now)],
        [
          'upi_settings',
          [
            {
              id: 1,
              upi_id: 'rewards.admin@okaxis',
              qr_code: qrCode,
              updated_at: options.now.toISOString(),
            },
          ],
        ],
      ];
      if (users.length > 0) {
        tables.push(
          [
            'wallet_transactions',
            buildWalletTransactions(
              random,
              users,
              Math.max(24, Math.round(n * 0.6)),
              screenshots,
              now,
            ),
          ],
          ['withdrawals', buildWithdrawals(random, users, Math.max(24, Math.round(n * 0.3)), now)],
          [
            'crypto_payments',
            buildCryptoPayments(random, users, Math.max(45, Math.round(n * 0.2)), now),
          ],
          [
            'notifications',
            buildNotifications(random, users, Math.max(15, Math.round(n * 0.3)), now),
          ],
          [
            'quiz_completions',
            buildQuizCompletions(
              random,
              users,
              quizzes.length,
              Math.max(10, Math.round(n * 0.2)),
              now,
            ),
          ],
        );
        if (admin) tables.push(['audit_log', buildAuditRows(random, users, admin.id, now)]);
      }
      return tables;
    });
    await bulkLoad(
      db,
      tables.map(([table]) => table),
      async (trx) => {
        for (const [table, rows] of tables)
          await timer.time(`insert ${table}`, () => insertRows(trx, table, rows as Row[]));
        await dialectOf(trx).afterExplicitIds(
          trx,
          tables.map(([table]) => table),
        );
      },
      timer,
    );
    return Object.fromEntries(tables.map(([table, rows]) => [table, rows.length]));
  } catch (error) {
    // Nothing was committed, so the files would be orphans.
    await options.uploads.remove(written);
    throw error;
  }
}
