import { parentPort, workerData } from 'node:worker_threads';
import { seedRows, type SeedRowsInput } from './seed-rows';

// Builds the seed's rows off the main thread (see seed-rows-thread.ts); null marks the end.
for (const table of seedRows(workerData as SeedRowsInput)) parentPort?.postMessage(table);
parentPort?.postMessage(null);
