/**
 * Waits for a service the start scripts spawned to answer, for as long as it takes, unless
 * the service dies first: the API seeds its database before it listens, which takes minutes
 * with SEED_USERS=1000000, so a fixed deadline either gives up on a healthy start or waits a
 * minute for a crash. A line every `progressMs` says what is still awaited.
 */
import { logLine } from './launcher-log';

/** What the wait needs from a child process: whether it has ended, and word when it does. */
export interface WatchedChild {
  exitCode: number | null;
  signalCode: NodeJS.Signals | null;
  once(event: 'exit', listener: () => void): unknown;
  off(event: 'exit', listener: () => void): unknown;
}

export interface WaitForServiceOptions {
  /** How the service is named in progress lines and errors (e.g. `api`). */
  label: string;
  /** Answers (any HTTP status) once the service is up. */
  url: string;
  /** The service's process: its exit ends the wait with an error. */
  child?: WatchedChild;
  /** Give up after this long; unset waits as long as the child lives. */
  timeoutMs?: number;
  /** Interval of the progress lines (default 15 s). */
  progressMs?: number;
  /** Extra words for the progress line, e.g. why this can take long. */
  hint?: string;
  pollMs?: number;
  log?: (line: string) => void;
  /** Whether the URL answers; injectable for tests. */
  answers?: (url: string) => Promise<boolean>;
  now?: () => number;
}

export async function urlAnswers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

function exitOf(child: WatchedChild): string | undefined {
  if (child.exitCode !== null) return `exit code ${child.exitCode}`;
  if (child.signalCode !== null) return child.signalCode;
  return undefined;
}

/** Resolves after `ms`, or sooner when the child exits. */
function pause(ms: number, child: WatchedChild | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      child?.off('exit', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    child?.once('exit', done);
  });
}

export async function waitForService(options: WaitForServiceOptions): Promise<void> {
  const { label, url, child, timeoutMs, progressMs = 15_000, pollMs = 250, hint } = options;
  const log = options.log ?? ((line: string) => logLine('info', line));
  const answers = options.answers ?? urlAnswers;
  const now = options.now ?? Date.now;
  const started = now();
  let lastProgress = started;
  for (;;) {
    const exited = child && exitOf(child);
    if (exited) throw new Error(`${label} stopped (${exited}) before it answered at ${url}`);
    if (await answers(url)) return;
    const waited = now() - started;
    if (timeoutMs !== undefined && waited >= timeoutMs)
      throw new Error(`${label} did not answer at ${url} within ${Math.round(waited / 1000)} s`);
    if (now() - lastProgress >= progressMs) {
      lastProgress = now();
      log(`still waiting for ${label} (${Math.round(waited / 1000)} s)${hint ? `: ${hint}` : ''}`);
    }
    await pause(pollMs, child);
  }
}
