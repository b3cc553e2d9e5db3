import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { databaseTarget, loadConfig } from '../../src/config';
import { bulkLoad } from '../../src/db/bulk-load';
import { dialectOf } from '../../src/db/dialect';
import { openDatabase } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { insertFixtureUsers } from '../helpers/user-list-fixtures';
import { createTestDatabase, type TestDatabase, testDialect } from '../helpers/test-db';

// bulkLoad on a real database: foreign keys hold during a load, and a refused load leaves
// rows, indexes and foreign-key enforcement as they were.

describe('bulkLoad', () => {
  let dir: string;
  let database: TestDatabase;
  let db: Kysely<Database>;
  const count = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]
        ?.n,
    );
  const indexCount = async () => (await dialectOf(db).plainIndexes(db, ['users'])).length;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bulk-'));
    database = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: dir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    db = openDatabase(databaseTarget(config));
    await migrateToLatest(db);
    await insertFixtureUsers(db, 20);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // Not `rejects.toThrow`: better-sqlite3's native part keeps the SqliteError class of the
  // first test file that loaded it in a Jest worker, and toThrow does not take that class as
  // an Error in later files' realms ("did not throw", mistaken for a lost foreign key).
  const FOREIGN_KEY = expect.stringMatching(/foreign key/i);

  const transaction = (userId: number) => ({
    user_id: userId,
    amount_minor: 100,
    method: 'UPI',
    utr_number: '123456789012',
    due: 0,
    payment_date: '2025-01-01T00:00:00.000Z',
    status: 'pending',
    screenshot_file: null,
  });

  it('refuses a load that breaks a foreign key and keeps everything as it was', async () => {
    const indexes = await indexCount();
    await expect(
      bulkLoad(db, ['users', 'wallet_transactions'], async (trx) => {
        await dialectOf(trx).bulkInsert(trx, 'wallet_transactions', [
          transaction(1),
          transaction(999_999),
        ]);
      }),
    ).rejects.toHaveProperty('message', FOREIGN_KEY);
    expect(await count('wallet_transactions')).toBe(0);
    expect(await indexCount()).toBe(indexes);
    // Enforcement is back on for ordinary writes after the load.
    await expect(
      db
        .insertInto('wallet_transactions')
        .values(transaction(999_999) as never)
        .execute(),
    ).rejects.toHaveProperty('message', FOREIGN_KEY);
  });

  it('loads consistent rows, and empties parent and child tables together', async () => {
    await bulkLoad(db, ['wallet_transactions'], async (trx) => {
      await dialectOf(trx).bulkInsert(trx, 'wallet_transactions', [transaction(2)]);
    });
    expect(await count('wallet_transactions')).toBe(1);
    if (testDialect() === 'sqlite') {
      // The load ran with a rollback journal; the app's WAL (readers beside a writer) is back.
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
    }
    // Users referring to users: the delete's ON DELETE SET NULL needs its lookup index.
    await sql`update users set under_ref = (select reference_code from users r where r.id = 1)
      where id > 1`.execute(db);
    const indexes = await indexCount();
    // Every table referring to users (PostgreSQL truncates them in one statement).
    const tables = [
      'quiz_completions',
      'notifications',
      'crypto_payments',
      'withdrawals',
      'wallet_changes',
    ];
    await bulkLoad(db, [], (trx) =>
      dialectOf(trx).truncate(trx, [...tables, 'wallet_transactions', 'users']),
    );
    expect([await count('users'), await count('wallet_transactions')]).toEqual([0, 0]);
    expect(await indexCount()).toBe(indexes);
    await insertFixtureUsers(db, 1);
    const [user] = await db.selectFrom('users').select('id').execute();
    expect(user?.id).toBe(1);
    await expect(
      db
        .insertInto('wallet_transactions')
        .values(transaction(2) as never)
        .execute(),
    ).rejects.toHaveProperty('message', FOREIGN_KEY);
  });
});
