/** Small helpers of the production-install check: plain Node, no dev dependency. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ok  ${message}`);
}

/** Runs an npm command the README gives an operator; resolves with its output and time. */
export const npm = (args, env, options) => run('npm', args, env, options);

export function run(command, args, env, { timeoutMs = 120_000 } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` (async) every 250 ms until it holds or `timeoutMs` passes. */
export async function until(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition().catch(() => false)) return;
    await pause(250);
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

export function alive(pid) {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

export const mode = (file) => (fs.statSync(file).mode & 0o777).toString(8);

/** Disk use of a folder in MB (as `du -sm` counts it: allocated blocks, links not followed). */
export function diskUseMb(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const stat = fs.lstatSync(path.join(entry.parentPath, entry.name));
    bytes += stat.blocks * 512;
  }
  return Math.round(bytes / 1024 / 1024);
}
