import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

// Where a Jest worker keeps its seeded templates (seeded-templates.ts). One id per worker
// process: Jest gives each test file a fresh module registry, so templates are found on disk,
// and a later process (even one with the same pid) never finds an earlier one's.
export const PROCESS_ID = `${process.pid}_${Math.round(performance.timeOrigin)}`;
const PREFIX = 'api-test-templates-';
export const TEMPLATES_DIR = path.join(os.tmpdir(), `${PREFIX}${PROCESS_ID}`);

/** Removes the templates of worker processes that have ended (the projects' global teardown). */
export function removeEndedWorkersTemplates(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(name.slice(PREFIX.length).split('_')[0]);
    if (pid === process.pid || isRunning(pid)) continue;
    fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
