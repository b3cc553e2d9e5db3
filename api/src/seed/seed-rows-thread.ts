import { on } from 'node:events';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { seedRows, type SeedRowsInput, type SeedTable } from './seed-rows';

/** Where a seed's rows come from, one table at a time in SEED_TABLES order. */
export type SeedRowSource = (input: SeedRowsInput) => AsyncIterable<SeedTable>;

/** Builds each table when the inserts ask for it (tests: no worker, no TypeScript loader). */
export const rowsInThread: SeedRowSource = async function* (input) {
  yield* seedRows(input);
};

/**
 * The worker's code: the compiled file on a production install (no tsx there), else the
 * TypeScript source through tsx's require hook (a worker does not inherit the CLI's loader).
 */
function startWorker(input: SeedRowsInput): Worker {
  if (__filename.endsWith('.js')) {
    return new Worker(path.join(__dirname, 'seed-rows-worker.js'), { workerData: input });
  }
  const files = [require.resolve('tsx/cjs'), path.join(__dirname, 'seed-rows-worker.ts')];
  const boot = files.map((file) => `require(${JSON.stringify(file)});`).join('\n');
  return new Worker(boot, { eval: true, workerData: input });
}

/** Builds the rows in a worker thread while this thread inserts the tables already built
 * (the seed CLI, on a second core). */
export const rowsInWorker: SeedRowSource = async function* (input) {
  const worker = startWorker(input);
  try {
    // `on` rejects when the worker fails.
    for await (const [table] of on(worker, 'message')) {
      if (table === null) return;
      yield table as SeedTable;
    }
  } finally {
    await worker.terminate();
  }
};
