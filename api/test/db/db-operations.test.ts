import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppConfig, DEMO_PASSWORD } from '../../src/config';
import { openDatabase } from '../../src/db/connection';
import { migrations } from '../../src/db/migrations';
import { backup, restore } from '../../src/db/ops/backup';
import { migrateAll, migrationStatus, rollback } from '../../src/db/ops/migration-commands';
import { createTestApp, sessionCookie, type TestContext } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase, testDialect } from '../helpers/test-db';

// Database operations (api/README.md): `npm run db -w api -- status | migrate | rollback [n] | backup | restore`.
// The same steps the CLI runs, on SQLite and (api-pg) PostgreSQL.

const NAMES = Object.keys(migrations);
// What an admin reads: every kind of row the seed makes, and the figures built from them.
const READS = [
  '/api/users?limit=100',
  '/api/dashboard/stats',
  '/api/wallet?limit=100',
  '/api/withdrawals?limit=100',
  '/api/crypto-payments?limit=100',
  '/api/notifications?limit=100',
  '/api/home-data',
];

jest.setTimeout(60_000);

describe('database operations', () => {
  let t: TestContext;
  const cleanup: (() => Promise<void> | void)[] = [];
  const tempDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const freshDatabase = async (unmigrated: boolean): Promise<TestDatabase> => {
    const database = await createTestDatabase({ unmigrated });
    cleanup.push(() => database.drop());
    return database;
  };
  const signIn = async (app: FastifyInstance) =>
    sessionCookie(
      await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'admin@rewards.test', password: DEMO_PASSWORD },
      }),
    );

  beforeAll(async () => {
    t = await createTestApp();
  }, 30_000);
  afterAll(async () => {
    await t.close();
    for (const step of cleanup.reverse()) await step();
  });

  it('backs up a running instance; a fresh one restored from it serves the same data', async () => {
    const dir = path.join(tempDir('db-backup-'), 'backup');
    const manifest = await backup(t.config, dir);
    expect(manifest).toMatchObject({ database: testDialect() });
    const target = await freshDatabase(true);
    const config: AppConfig = {
      ...t.config,
      dataDir: tempDir('db-restored-'),
      databaseUrl: target.url,
    };
    await restore(config, dir);
    const copy = await buildApp(config);
    cleanup.push(() => copy.close());
    const [original, restored] = [await signIn(t.app), await signIn(copy)];
    for (const url of READS) {
      const before = await t.app.inject({ url, headers: { cookie: original } });
      const after = await copy.inject({ url, headers: { cookie: restored } });
      expect({ url, status: after.statusCode }).toEqual({ url, status: 200 });
      expect(after.json()).toEqual(before.json());
    }
    // The payment proofs too (files on disk on SQLite, rows on PostgreSQL).
    const proof = await t.app.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('screenshot_file', 'is not', null)
      .executeTakeFirstOrThrow();
    const url = `/api/wallet/${proof.id}/screenshot`;
    const image = await copy.inject({ url, headers: { cookie: restored } });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload).toEqual(
      (await t.app.inject({ url, headers: { cookie: original } })).rawPayload,
    );
  });

  it('refuses a backup folder that is not empty and a restore of something else', async () => {
    const dir = tempDir('db-not-empty-');
    fs.writeFileSync(path.join(dir, 'keep.txt'), 'x');
    await expect(backup(t.config, dir)).rejects.toThrow(`Backup folder ${dir} is not empty`);
    await expect(restore(t.config, dir)).rejects.toThrow(
      `${dir} is not a backup: it has no backup.json`,
    );
  });

  it('shows, rolls back and re-runs migrations, newest first', async () => {
    const database = await freshDatabase(false);
    const dataDir = tempDir('db-steps-');
    const db = openDatabase(database.url ?? path.join(dataDir, 'app.db'));
    try {
      await migrateAll(db);
      expect((await migrationStatus(db)).every((m) => m.executedAt !== null)).toBe(true);
      expect(await rollback(db, 2)).toEqual(NAMES.slice(-2).reverse());
      const status = await migrationStatus(db);
      expect(status.filter((m) => m.executedAt === null).map((m) => m.name)).toEqual(
        NAMES.slice(-2),
      );
      expect(await migrateAll(db)).toEqual(NAMES.slice(-2));
      expect(await migrateAll(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
