import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './platform-apps';

/** Where each service's pid is written, so tests and operators can stop one on its own. */
export const RUN_DIR = path.resolve(process.env.RUN_DIR ?? path.join(ROOT_DIR, '.data', 'run'));

const children: ChildProcess[] = [];

/** Starts a long-running service with a labelled output, remembering its pid. */
export function startService(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
) {
  const child = spawn(command, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  fs.mkdirSync(RUN_DIR, { recursive: true });
  if (child.pid) fs.writeFileSync(path.join(RUN_DIR, `${label}.pid`), String(child.pid));
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  // One service stopping (e.g. a remote taken down) must not stop the others.
  child.on('exit', (code, signal) => console.log(`[${label}] exited (${signal ?? code})`));
  return child;
}

export function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

/**
 * Stops every child however this process ends: a signal, or an exit after a failed start (a
 * service that died, a wait that gave up). Without the `exit` hook a failed `npm start` left
 * the API and the remotes running as orphans on the platform's ports.
 */
export function stopAllOnExit(): void {
  // 'exit' handlers run synchronously: kill() only sends the signal, which is enough.
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      stopAll();
      process.exit(0);
    });
  }
}

/** Resolves when the URL answers (any HTTP status), polling until the deadline. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
