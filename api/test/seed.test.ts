import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DbHandle, openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { PLANS } from '../src/seed/catalog';
import { seedDatabase } from '../src/seed/seed-database';
import { neverSeeded, resetData } from '../src/seed/seed-state';

const NOW = new Date('2025-10-15T12:00:00.000Z');

async function freshDb(): Promise<DbHandle & { dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-seed-'));
  const handle = openDatabase(path.join(dir, 'app.db'));
  await migrateToLatest(handle.db);
  return { ...handle, dir };
}

const rows = (h: DbHandle, query: string) =>
  h.sqlite.prepare(query).all() as Record<string, unknown>[];
const values = (h: DbHandle, query: string) => rows(h, query).map((r) => Object.values(r)[0]);

describe('demo seed', () => {
  let a: DbHandle & { dir: string };
  let b: DbHandle & { dir: string };

  beforeAll(async () => {
    a = await freshDb();
    b = await freshDb();
    seedDatabase(a.sqlite, { users: 60, uploadsDir: path.join(a.dir, 'uploads'), now: NOW });
    seedDatabase(b.sqlite, { users: 60, uploadsDir: path.join(b.dir, 'uploads'), now: NOW });
  });
  afterAll(async () => {
    for (const h of [a, b]) {
      await h.db.destroy();
      fs.rmSync(h.dir, { recursive: true, force: true });
    }
  });

  it('is repeatable: same seed and clock, same rows', () => {
    for (const table of [
      'users',
      'withdrawals',
      'crypto_payments',
      'notifications',
      'quiz_completions',
      'quizzes',
      'videos',
    ]) {
      expect(rows(a, `select * from ${table} order by id`)).toEqual(
        rows(b, `select * from ${table} order by id`),
      );
    }
    // Only the random upload names differ.
    const strip = (r: Record<string, unknown>) => ({
      ...r,
      screenshot_file: r.screenshot_file === null ? null : 'file',
    });
    expect(rows(a, 'select * from wallet_transactions').map(strip)).toEqual(
      rows(b, 'select * from wallet_transactions').map(strip),
    );
  });

  it('covers every status, plan and enum value', () => {
    expect(new Set(values(a, 'select status from users'))).toEqual(
      new Set(['ok', 'pause', 'block']),
    );
    expect(
      new Set(values(a, 'select business_plan from users where business_plan is not null')),
    ).toEqual(new Set(PLANS.map((p) => p.name)));
    expect(new Set(values(a, 'select method from wallet_transactions'))).toEqual(
      new Set(['UPI', 'SCANNER', 'CRYPTO']),
    );
    expect(values(a, "select distinct method || '/' || status from withdrawals")).toHaveLength(12);
    expect(new Set(values(a, 'select currency from crypto_payments'))).toEqual(
      new Set(['USDT', 'ETH', 'BTC']),
    );
    expect(new Set(values(a, 'select network from crypto_payments'))).toEqual(
      new Set(['TRON', 'BSC', 'POLYGON', 'ETH', 'AVALANCHE']),
    );
    expect(new Set(values(a, 'select payment_status from crypto_payments'))).toEqual(
      new Set(['pending', 'confirmed', 'failed']),
    );
  });

  it('keeps the status dates consistent with the status rule', () => {
    expect(
      values(
        a,
        "select count(*) from users where status = 'ok' and (pause_start is not null or block_date is not null)",
      ),
    ).toEqual([0]);
    expect(
      values(
        a,
        "select count(*) from users where status = 'pause' and (pause_start is null or block_date is not null)",
      ),
    ).toEqual([0]);
    expect(
      values(
        a,
        "select count(*) from users where status = 'block' and (block_date is null or pause_start is not null)",
      ),
    ).toEqual([0]);
  });

  it('links referrals to existing codes with consistent counts', () => {
    const mismatched = rows(
      a,
      `select u.id from users u
       where u.reference_count <> (select count(*) from users r where r.under_ref = u.reference_code)`,
    );
    expect(mismatched).toEqual([]);
    expect(values(a, 'select count(*) from users where under_ref is not null')[0]).toBeGreaterThan(
      10,
    );
    expect(
      rows(
        a,
        'select id from users where under_ref is not null and under_ref not in (select reference_code from users)',
      ),
    ).toEqual([]);
  });

  it('writes real PNG screenshots, a banner and a QR data URL', () => {
    const files = fs.readdirSync(path.join(a.dir, 'uploads'));
    expect(files.length).toBe(7);
    for (const file of files) {
      expect(fs.readFileSync(path.join(a.dir, 'uploads', file)).subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
    }
    const [qr] = values(a, 'select qr_code from upi_settings') as string[];
    expect(qr).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(
      values(a, "select count(*) from quiz_completions where completed_at >= '2025-10-15'")[0],
    ).toBeGreaterThan(0);
  });

  it('marks the database as seeded; reset empties data and uploads and restarts ids', () => {
    expect(neverSeeded(a.sqlite)).toBe(false);
    resetData(a.sqlite, path.join(a.dir, 'uploads'));
    expect(values(a, 'select count(*) from users')).toEqual([0]);
    expect(fs.readdirSync(path.join(a.dir, 'uploads'))).toEqual([]);
    expect(neverSeeded(a.sqlite)).toBe(true);
    seedDatabase(a.sqlite, { users: 3, uploadsDir: path.join(a.dir, 'uploads'), now: NOW });
    expect(values(a, 'select id from users order by id')).toEqual([1, 2, 3]);
  });

  it('generates a large set quickly in one transaction', async () => {
    const big = await freshDb();
    try {
      const started = Date.now();
      const summary = seedDatabase(big.sqlite, {
        users: 5_000,
        uploadsDir: path.join(big.dir, 'uploads'),
        now: NOW,
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(summary.users).toBe(5_000);
      expect(values(big, 'select count(*) from users')).toEqual([5_000]);
      expect(values(big, 'select count(*) from wallet_transactions')).toEqual([3_000]);
    } finally {
      await big.db.destroy();
      fs.rmSync(big.dir, { recursive: true, force: true });
    }
  });
});
