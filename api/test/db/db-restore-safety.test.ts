import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { databaseFile } from '../../src/config';
import { backup, restore } from '../../src/db/ops/backup';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { createTestDatabase, describePostgresOnly, testDialect } from '../helpers/test-db';

// The production review: a restore never drops or half-writes a database, and the database
// and its backups are readable by their owner only.

jest.setTimeout(60_000);

const mode = (file: string) => fs.statSync(file).mode & 0o777;

async function relationsIn(url: string): Promise<{ tables: number; users: number | null }> {
  const client = new pg.Client({ connectionString: url });
  const count = async (query: string) => (await client.query<{ n: number }>(query)).rows[0]?.n ?? 0;
  await client.connect();
  try {
    const tables = await count(
      "select count(*)::int as n from pg_tables where schemaname = 'public'",
    );
    const hasUsers = await client.query("select 1 from pg_tables where tablename = 'users'");
    const users = hasUsers.rowCount ? await count('select count(*)::int as n from users') : null;
    return { tables, users };
  } finally {
    await client.end();
  }
}

describe('backups and restores', () => {
  let t: TestContext;
  let dir: string;
  let backupDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-restore-safety-'));
    backupDir = path.join(dir, 'backup');
    await backup(t.config, backupDir);
  }, 30_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the backup folder 0700 and every file in it 0600', () => {
    expect(mode(backupDir)).toBe(0o700);
    const files = fs.readdirSync(backupDir, { recursive: true, withFileTypes: true });
    const modes = files
      .filter((entry) => entry.isFile())
      .map((entry) => [entry.name, mode(path.join(entry.parentPath, entry.name))]);
    expect(modes.length).toBeGreaterThan(1);
    expect(modes).toEqual(modes.map(([name]) => [name, 0o600]));
  });

  (testDialect() === 'sqlite' ? it : it.skip)(
    'writes app.db 0600 whatever the umask (SQLite only)',
    () => {
      expect(mode(databaseFile(t.config))).toBe(0o600);
    },
  );

  describePostgresOnly('into PostgreSQL', () => {
    it('refuses a database that holds data, before touching it', async () => {
      const url = t.config.databaseUrl as string;
      const before = await relationsIn(url);
      expect(before.tables).toBeGreaterThan(20);
      await expect(restore(t.config, backupDir)).rejects.toThrow(
        /is not empty \(\d+ tables, views or sequences\).*nothing was changed/,
      );
      expect(await relationsIn(url)).toEqual(before);
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    });

    it('leaves the target empty when the dump breaks half-way', async () => {
      const target = await createTestDatabase({ unmigrated: true });
      try {
        const broken = path.join(dir, 'broken');
        fs.cpSync(backupDir, broken, { recursive: true });
        const dump = path.join(broken, 'database.dump');
        // The table of contents and the schema survive; the rows end mid-way.
        fs.truncateSync(dump, Math.floor(fs.statSync(dump).size * 0.6));
        const config = { ...t.config, databaseUrl: target.url };
        await expect(restore(config, broken)).rejects.toThrow(/the database is unchanged/);
        expect(await relationsIn(target.url as string)).toEqual({ tables: 0, users: null });
      } finally {
        await target.drop();
      }
    });
  });
});
