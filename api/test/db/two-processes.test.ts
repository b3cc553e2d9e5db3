import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import { databaseFile } from '../../src/config';
import { createTestApp } from '../helpers/test-app';
import { describeSqliteOnly } from '../helpers/test-db';

const TSX = path.resolve(__dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
const WORKER = path.join(__dirname, '..', 'helpers', 'read-then-write-worker.ts');
const ROUNDS = 150;

interface WorkerResult {
  ok: number;
  errors: string[];
}

/** Starts a worker and resolves once it has opened the database and waits for "go". */
function startWorker(
  file: string,
): Promise<{ child: ChildProcessWithoutNullStreams; done: Promise<WorkerResult> }> {
  const child = spawn(TSX, [WORKER, file, String(ROUNDS)]);
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const done = new Promise<WorkerResult>((resolve, reject) => {
    child.on('close', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code === 0) resolve(JSON.parse(last) as WorkerResult);
      else reject(new Error(`worker exited ${String(code)}: ${err}`));
    });
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith('ready\n')) resolve({ child, done });
    });
    done.catch(reject);
  });
}

// docs/security.md#issue-12-fixed-and-tested, defect 4.
// Two API processes on one file answered 500 "database is locked".
// PostgreSQL has no file lock; its multi-instance races are in multi-instance.test.ts.
describeSqliteOnly('two processes on one database file', () => {
  it('run racing read-then-write transactions without SQLITE_BUSY or lost updates', async () => {
    const t = await createTestApp();
    const file = databaseFile(t.config);
    const before = await t.app.db
      .selectFrom('users')
      .select('coin_minor')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    try {
      const workers = await Promise.all([startWorker(file), startWorker(file)]);
      workers.forEach(({ child }) => child.stdin.end('go\n'));
      const results = await Promise.all(workers.map(({ done }) => done));

      const errors = results.flatMap((r) => r.errors);
      expect({ failed: errors.length, first: errors[0] }).toEqual({ failed: 0, first: undefined });
      expect(results.map((r) => r.ok)).toEqual([ROUNDS, ROUNDS]);
      const after = await t.app.db
        .selectFrom('users')
        .select('coin_minor')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(after.coin_minor).toBe(before.coin_minor + 2 * ROUNDS);
    } finally {
      await t.close();
    }
  }, 60_000);
});
