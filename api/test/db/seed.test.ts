import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { databaseTarget, loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import { migrateToLatest } from '../../src/db/migrate';
import { PLANS } from '../../src/seed/catalog';
import { seedDatabase } from '../../src/seed/seed-database';
import { neverSeeded, resetData } from '../../src/seed/seed-state';
import { createUploadStore } from '../../src/storage/create-upload-store';
import type { UploadStore } from '../../src/storage/upload-store';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const NOW = new Date('2025-10-15T12:00:00.000Z');

interface Handle {
  db: Kysely<Database>;
  dir: string;
  database: TestDatabase;
  /** The store the API would use on this database (files on SQLite, rows on PostgreSQL). */
  uploads: UploadStore;
}

async function freshDb(): Promise<Handle> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-seed-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: dir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const db = openDatabase(databaseTarget(config));
  await migrateToLatest(db);
  return { db, dir, database, uploads: createUploadStore(config, db) };
}

async function dispose(h: Handle): Promise<void> {
  await h.db.destroy();
  await h.database.drop();
  fs.rmSync(h.dir, { recursive: true, force: true });
}

const rows = async (h: Handle, query: string) =>
  (await sql.raw<Record<string, unknown>>(query).execute(h.db)).rows;
const values = async (h: Handle, query: string) =>
  (await rows(h, query)).map((r) => Object.values(r)[0]);

describe('demo seed', () => {
  let a: Handle;
  let b: Handle;

  beforeAll(async () => {
    a = await freshDb();
    b = await freshDb();
    await seedDatabase(a.db, { users: 60, uploads: a.uploads, now: NOW });
    await seedDatabase(b.db, { users: 60, uploads: b.uploads, now: NOW });
    // A ceiling, not a wait: two databases migrated and seeded, which took over 20 s on
    // PostgreSQL when CI's journeys ran beside it.
  }, 60_000);
  afterAll(async () => {
    for (const h of [a, b]) await dispose(h);
  });

  it('is repeatable: same seed and clock, same rows', async () => {
    for (const table of [
      'users',
      'withdrawals',
      'crypto_payments',
      'notifications',
      'quiz_completions',
      'quizzes',
      'videos',
    ]) {
      expect(await rows(a, `select * from ${table} order by id`)).toEqual(
        await rows(b, `select * from ${table} order by id`),
      );
    }
    // Only the random upload names differ.
    const strip = (r: Record<string, unknown>) => ({
      ...r,
      screenshot_file: r.screenshot_file === null ? null : 'file',
    });
    expect((await rows(a, 'select * from wallet_transactions order by id')).map(strip)).toEqual(
      (await rows(b, 'select * from wallet_transactions order by id')).map(strip),
    );
  });

  it('covers every status, plan and enum value', async () => {
    expect(new Set(await values(a, 'select status from users'))).toEqual(
      new Set(['ok', 'pause', 'block']),
    );
    expect(
      new Set(await values(a, 'select business_plan from users where business_plan is not null')),
    ).toEqual(new Set(PLANS.map((p) => p.name)));
    expect(new Set(await values(a, 'select method from wallet_transactions'))).toEqual(
      new Set(['UPI', 'SCANNER', 'CRYPTO']),
    );
    expect(
      await values(a, "select distinct method || '/' || status from withdrawals"),
    ).toHaveLength(12);
    expect(new Set(await values(a, 'select currency from crypto_payments'))).toEqual(
      new Set(['USDT', 'ETH', 'BTC']),
    );
    expect(new Set(await values(a, 'select network from crypto_payments'))).toEqual(
      new Set(['TRON', 'BSC', 'POLYGON', 'ETH', 'AVALANCHE']),
    );
    expect(new Set(await values(a, 'select payment_status from crypto_payments'))).toEqual(
      new Set(['pending', 'confirmed', 'failed']),
    );
  });

  it('keeps the status dates consistent with the status rule', async () => {
    expect(
      await values(
        a,
        "select count(*) from users where status = 'ok' and (pause_start is not null or block_date is not null)",
      ),
    ).toEqual([0]);
    expect(
      await values(
        a,
        "select count(*) from users where status = 'pause' and (pause_start is null or block_date is not null)",
      ),
    ).toEqual([0]);
    expect(
      await values(
        a,
        "select count(*) from users where status = 'block' and (block_date is null or pause_start is not null)",
      ),
    ).toEqual([0]);
  });

  it('links referrals to existing codes with consistent counts', async () => {
    const mismatched = await rows(
      a,
      `select u.id from users u
       where u.reference_count <> (select count(*) from users r where r.under_ref = u.reference_code)`,
    );
    expect(mismatched).toEqual([]);
    expect(
      (await values(a, 'select count(*) from users where under_ref is not null'))[0],
    ).toBeGreaterThan(10);
    expect(
      await rows(
        a,
        'select id from users where under_ref is not null and under_ref not in (select reference_code from users)',
      ),
    ).toEqual([]);
  });

  it('writes real PNG screenshots, a banner and a QR data URL', async () => {
    const files = await a.uploads.list();
    expect(files.length).toBe(7);
    for (const file of files) {
      const stored = await a.uploads.open(file);
      expect((await stored?.stream.toArray())?.[0]?.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
    }
    const [qr] = (await values(a, 'select qr_code from upi_settings')) as string[];
    expect(qr).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(
      (
        await values(a, "select count(*) from quiz_completions where completed_at >= '2025-10-15'")
      )[0],
    ).toBeGreaterThan(0);
  });

  it('marks the database as seeded; reset empties data and uploads and restarts ids', async () => {
    expect(await neverSeeded(a.db)).toBe(false);
    await resetData(a.db, a.uploads);
    expect(await values(a, 'select count(*) from users')).toEqual([0]);
    expect(await a.uploads.list()).toEqual([]);
    expect(await neverSeeded(a.db)).toBe(true);
    await seedDatabase(a.db, { users: 3, uploads: a.uploads, now: NOW });
    expect(await values(a, 'select id from users order by id')).toEqual([1, 2, 3]);
  });

  it('counts a seed of no users as seeded: the next start does not seed again', async () => {
    const empty = await freshDb();
    try {
      expect(await neverSeeded(empty.db)).toBe(true);
      await seedDatabase(empty.db, { users: 0, uploads: empty.uploads, now: NOW });
      // Seeding twice failed on the single UPI settings row (SEED_USERS=0 in demo mode).
      expect(await neverSeeded(empty.db)).toBe(false);
    } finally {
      await dispose(empty);
    }
  });

  it('grows the wallet transactions alone past the ratio (the bench option)', async () => {
    const grown = await freshDb();
    try {
      const summary = await seedDatabase(grown.db, {
        users: 60,
        uploads: grown.uploads,
        now: NOW,
        walletTransactions: 500,
      });
      expect(summary.wallet_transactions).toBe(500);
      expect(await values(grown, 'select count(*) from wallet_transactions')).toEqual([500]);
      // The other tables keep the 60-user seed's ratios.
      expect(summary.withdrawals).toBe(Math.max(24, Math.round(60 * 0.3)));
      expect(new Set(await values(grown, 'select method from wallet_transactions'))).toEqual(
        new Set(['UPI', 'SCANNER', 'CRYPTO']),
      );
    } finally {
      await dispose(grown);
    }
  });

  it('generates a large set quickly in one transaction', async () => {
    const big = await freshDb();
    try {
      const started = Date.now();
      const summary = await seedDatabase(big.db, {
        users: 5_000,
        uploads: big.uploads,
        now: NOW,
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(summary.users).toBe(5_000);
      expect(await values(big, 'select count(*) from users')).toEqual([5_000]);
      expect(await values(big, 'select count(*) from wallet_transactions')).toEqual([3_000]);
    } finally {
      await dispose(big);
    }
  });
});
