/**
 * The check's one temp folder (certificates, nginx's config and logs, the deploy folder, the
 * API's data, the services' pid files), removed when the process exits however it exits.
 * Imported first by run.ts: process-group.ts reads RUN_DIR when it is loaded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const WORK_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-topology-'));
// nginx's workers (nobody, when the check runs as root) write temp files below it.
fs.chmodSync(WORK_DIR, 0o755);
process.env.RUN_DIR = path.join(WORK_DIR, 'run');

/** A folder inside WORK_DIR, made on first use. */
export function workDir(name: string, mode = 0o755): string {
  const dir = path.join(WORK_DIR, name);
  fs.mkdirSync(dir, { recursive: true, mode });
  return dir;
}

/** Runs last of the exit handlers registered so far and later: sync, like every one of them. */
export const removeWorkDir = () => fs.rmSync(WORK_DIR, { recursive: true, force: true });
