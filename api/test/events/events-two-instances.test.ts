import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LiveEvent } from '@rewards/contract';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import { SeededRandom } from '../../src/seed/random';
import { writeActivity } from '../../src/simulate/app-activity';
import { type ApiProcess, cookieOf, loginAt, startApiProcess } from '../helpers/api-process';
import { changes, stream, waitForChange } from '../helpers/event-streams';
import type { SseClient } from '../helpers/sse-client';
import { TEST_APP_ORIGIN } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase, testDialect } from '../helpers/test-db';

// Decision 015: two API processes on one database (PostgreSQL: LISTEN/NOTIFY; SQLite: each polls
// the same file). Every instance delivers every event, whoever wrote it and wherever.
describe(`live events with two API instances on ${testDialect()}`, () => {
  let database: TestDatabase;
  let dataDir: string;
  let a: ApiProcess;
  let b: ApiProcess;
  let db: Kysely<Database>;
  let cookie: string;
  let onA: SseClient;
  let onB: SseClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-events-'));
    const env = {
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      DATA_DIR: dataDir,
      SEED_USERS: '12',
      EVENTS_POLL_MS: '50',
    };
    // One after the other: two processes creating one SQLite file at once is not this test's topic.
    a = await startApiProcess(env);
    b = await startApiProcess(env);
    db = openDatabase(database.url ?? path.join(dataDir, 'app.db'));
    cookie = cookieOf(await loginAt(a.url));
    onA = await stream(a.url, cookie);
    onB = await stream(b.url, cookie);
    await Promise.all([onA, onB].map((c) => c.waitFor((m) => m.event === 'ready')));
  }, 90_000);

  afterAll(async () => {
    onA?.close();
    onB?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.destroy();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers an admin decision made on one instance on both', async () => {
    const w = await writeActivity(db, new SeededRandom(21), 'withdrawal', Date.now());
    const res = await fetch(`${a.url}/api/withdrawals/${w!.id}`, {
      method: 'PUT',
      headers: { cookie, origin: TEST_APP_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'rejected' }),
    });
    expect(res.status).toBe(200);
    const [fromA, fromB] = await Promise.all(
      [onA, onB].map((c) => waitForChange(c, 'withdrawal.updated', w!.id)),
    );
    expect(fromB).toEqual(fromA);
    expect(fromB).toMatchObject({ status: 'rejected', adminId: 1 });
  });

  it('delivers every event of concurrent writers once and in order, rolled-back ones never', async () => {
    const random = new SeededRandom(22);
    const committed: number[] = [];
    // 30 transactions at once (one at a time on SQLite), every third rolled back, some slow:
    // on PostgreSQL later ids commit before earlier ones.
    await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const id = await db
          .transaction()
          .execute(async (trx) => {
            const activity = await writeActivity(trx, random, 'withdrawal', Date.now());
            await new Promise((resolve) => setTimeout(resolve, (i * 7) % 40));
            if (i % 3 === 0) throw new Error('rollback');
            return activity!.id;
          })
          .catch(() => null);
        if (id !== null) committed.push(id);
      }),
    );
    // Every committed withdrawal's event, not only the highest id's: withdrawal ids and event
    // ids come from two sequences, so concurrent writers may take them in different orders.
    await Promise.all(
      [onA, onB].flatMap((c) =>
        committed.map((id) => waitForChange(c, 'withdrawal.created', id, 10_000)),
      ),
    );
    for (const client of [onA, onB]) {
      const events = changes(client);
      const ids = events.map((e: LiveEvent) => e.id);
      expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y));
      const created = events.filter((e) => e.type === 'withdrawal.created').map((e) => e.entityId);
      expect(created.filter((id) => committed.includes(id)).sort((x, y) => x - y)).toEqual(
        [...committed].sort((x, y) => x - y),
      );
    }
  }, 30_000);
});
