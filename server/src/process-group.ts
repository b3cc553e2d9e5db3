import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './platform-apps';
import { forwardLines, logLine } from './launcher-log';
import { crashStreak, restartDelayMs, RESTARTS_ENV } from './restart-policy';

/** Where each service's pid is written, so tests and operators can stop one on its own. */
export const RUN_DIR = path.resolve(process.env.RUN_DIR ?? path.join(ROOT_DIR, '.data', 'run'));

/** How long a stop waits for the services to finish their requests before SIGKILL. */
const DRAIN_TIMEOUT_MS = Number(process.env.STOP_TIMEOUT_MS ?? 25_000);

interface Service {
  label: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  child: ChildProcess;
  restarts: number;
  streak: number;
  startedAt: number;
}

const services: Service[] = [];
let supervising = false;
let stopping = false;
const restartTimers = new Set<NodeJS.Timeout>();

function spawnService(service: Omit<Service, 'child' | 'startedAt' | 'streak'>): ChildProcess {
  const { label, command, args, env, restarts } = service;
  const child = spawn(command, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env, ...(restarts > 0 && { [RESTARTS_ENV]: String(restarts) }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  fs.mkdirSync(RUN_DIR, { recursive: true });
  if (child.pid) fs.writeFileSync(path.join(RUN_DIR, `${label}.pid`), String(child.pid));
  forwardLines(label, child.stdout, false);
  forwardLines(label, child.stderr, true);
  return child;
}

/**
 * A crash (a signal or a non-zero exit) restarts the service once the platform is up, after
 * a growing delay; a service that was stopped on purpose (SIGTERM, exit 0: a remote taken
 * down) stays down, like systemd's Restart=on-failure.
 */
function onExit(service: Service, code: number | null, signal: NodeJS.Signals | null): void {
  logLine('info', `exited (${signal ?? code})`, {}, service.label);
  const crashed = signal !== null ? signal !== 'SIGTERM' && signal !== 'SIGINT' : code !== 0;
  if (!supervising || stopping || !crashed) return;
  service.streak = crashStreak(service.streak, Date.now() - service.startedAt);
  const delay = restartDelayMs(service.streak);
  service.restarts += 1;
  logLine(
    'error',
    `crashed; restart ${service.restarts} in ${(delay / 1000).toFixed(1)} s`,
    {},
    service.label,
  );
  const timer = setTimeout(() => {
    restartTimers.delete(timer);
    if (!stopping) launch(service);
  }, delay);
  restartTimers.add(timer);
}

function launch(
  service: Omit<Service, 'child' | 'startedAt' | 'streak'> & Partial<Service>,
): Service {
  const running = service as Service;
  running.streak ??= 0;
  running.child = spawnService(service);
  running.startedAt = Date.now();
  running.child.on('exit', (code, signal) => onExit(running, code, signal));
  return running;
}

/** Starts a long-running service with a labelled output, remembering its pid. */
export function startService(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): ChildProcess {
  const service = launch({ label, command, args, env, restarts: 0 });
  services.push(service);
  return service.child;
}

/** From now on a crashed service is restarted (not during the start: that fails it). */
export function superviseServices(): void {
  supervising = true;
}

export function stopAll(): void {
  stopping = true;
  for (const timer of restartTimers) clearTimeout(timer);
  for (const { child } of services) if (child.exitCode === null) child.kill('SIGTERM');
}

const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('close', () => resolve()));

/** SIGTERM to every service, then waits while they finish in-flight requests and log. */
export async function stopAllGracefully(timeoutMs = DRAIN_TIMEOUT_MS): Promise<void> {
  stopAll();
  const timer = setTimeout(() => {
    for (const { label, child } of services) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      logLine('error', `still running after ${timeoutMs / 1000} s: SIGKILL`, {}, label);
      child.kill('SIGKILL');
    }
  }, timeoutMs);
  await Promise.all(services.map(({ child }) => ended(child)));
  clearTimeout(timer);
}

/**
 * Stops every child however this process ends: a signal (after they drained), or an exit
 * after a failed start (a service that died, a wait that gave up). Without the `exit` hook a
 * failed `npm start` left the API and the remotes running as orphans on the platform's ports.
 */
export function stopAllOnExit(): void {
  // 'exit' handlers run synchronously: kill() only sends the signal, which is enough.
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      logLine('info', `${signal}: stopping the services`);
      void stopAllGracefully().then(() => process.exit(0));
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
