import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BulkLine } from '@rewards/contract';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import { type ApiProcess, cookieOf, loginAt, startApiProcess } from '../helpers/api-process';
import { TEST_APP_ORIGIN } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

/** Reads NDJSON lines until `stop` says so or the connection dies; returns every line read. */
async function readLines(res: Response, stop: (line: BulkLine) => boolean): Promise<BulkLine[]> {
  const lines: BulkLine[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let stopped = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const text of parts.filter(Boolean)) {
        const line = JSON.parse(text) as BulkLine;
        lines.push(line);
        if (!stopped && stop(line)) stopped = true;
      }
    }
  } catch {
    // The killed server's connection was reset: what was read is what was acknowledged.
  }
  return lines;
}

// Decision 030: a crash mid-batch (kill -9) loses no acknowledged row and leaves none half-done.
// The real server process, a batch of thousands of users, SIGKILL after the first progress line,
// a restart on the same database, then every row of the batch is checked.
describe('a bulk action killed with SIGKILL mid-batch', () => {
  let database: TestDatabase;
  let dataDir: string;
  let api: ApiProcess | undefined;
  let db: Kysely<Database> | undefined;
  const env = () => ({
    DATA_DIR: dataDir,
    // About 9,600 users with status ok, under the 10,000-row limit: a batch long enough that
    // the kill lands mid-way even with whole groups in one statement (decision 046).
    SEED_USERS: '12000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bulk-kill-'));
    api = await startApiProcess(env());
  }, 90_000);

  afterAll(async () => {
    await db?.destroy();
    await api?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged row with its audit row, and no row changed without one', async () => {
    const server = api!;
    const cookie = cookieOf(await loginAt(server.url));
    db = openDatabase(database.url ?? path.join(dataDir, 'app.db'));
    const ids = (
      await db.selectFrom('users').select('id').where('status', '=', 'ok').orderBy('id').execute()
    ).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(8000);
    const res = await fetch(`${server.url}/api/users/bulk/status`, {
      method: 'POST',
      headers: { cookie, origin: TEST_APP_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ ids, status: 'block' }),
    });
    expect(res.status).toBe(200);
    // Killed once the stream acknowledged some rows, long before it could finish.
    const lines = await readLines(res, (line) => {
      if (line.kind !== 'progress' || line.processed === 0) return false;
      server.child.kill('SIGKILL');
      return true;
    });
    expect(lines.some((line) => line.kind === 'summary')).toBe(false);
    const progress = lines.filter((line) => line.kind === 'progress');
    const acknowledged = progress.at(-1)?.kind === 'progress' ? progress.at(-1)!.processed : 0;
    expect(acknowledged).toBeGreaterThan(0);
    expect(lines.filter((line) => line.kind === 'refused')).toEqual([]);
    await db.destroy();
    db = undefined;

    // Restarted on the same database (SQLite recovers its journal when opened).
    api = await startApiProcess(env());
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    db = openDatabase(database.url ?? path.join(dataDir, 'app.db'));
    const blocked = new Set(
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('id', 'in', ids)
          .where('status', '=', 'block')
          .execute()
      ).map((row) => row.id),
    );
    const audited = new Set(
      (
        await db
          .selectFrom('audit_log')
          .select('entity_id')
          .where('action', '=', 'user.status')
          .where('entity_id', 'in', ids)
          .execute()
      ).map((row) => row.entity_id),
    );
    // Progress counts rows in the batch's order, committed: the first `acknowledged` ids.
    const lost = ids.slice(0, acknowledged).filter((id) => !blocked.has(id) || !audited.has(id));
    expect(lost).toEqual([]);
    const halfDone = ids.filter((id) => blocked.has(id) !== audited.has(id));
    expect(halfDone).toEqual([]);
    // The kill landed mid-batch: some rows were never done.
    expect(blocked.size).toBeLessThan(ids.length);
  }, 120_000);
});
