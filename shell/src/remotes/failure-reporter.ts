/**
 * Reports remotes that failed in this browser to the API (decision 017), batched and
 * rate-limited: identical failures fold into one report with a count, a batch leaves at most
 * every few seconds, and a page sends a bounded number of batches. Only for a signed-in admin:
 * public visitors' failures are not reported (no anonymous write route; decision 017). A
 * report is never allowed to fail anything: send errors are dropped.
 */
import type { RemoteFailureReport } from '@rewards/contract';
import type { FailureCode } from '@rewards/contract/platform';
import { moduleIdOf, REMOTE_ROUTES } from '@rewards/contract/routes';
import { remoteVersionOf } from './compat-guard';

export const FLUSH_DELAY_MS = 5_000;
/** The API takes 20 reports a batch and 12 batches a minute per client. */
const BATCH_MAX = 20;
export const BATCHES_PER_PAGE_MAX = 10;
const COUNT_MAX = 100;

const pending = new Map<string, RemoteFailureReport>();
let timer: ReturnType<typeof setTimeout> | null = null;
let batchesSent = 0;

async function flush(): Promise<void> {
  timer = null;
  const reports = [...pending.values()].slice(0, BATCH_MAX);
  pending.clear();
  if (!reports.length || !sender || batchesSent >= BATCHES_PER_PAGE_MAX) return;
  batchesSent += 1;
  await sender(reports).catch(() => undefined);
}

export type FailureSender = (reports: RemoteFailureReport[]) => Promise<void>;
let sender: FailureSender | null = null;

/**
 * The admin area installs the sender (failure-sender.ts), so the API client stays out of the
 * public first load; until then (a visitor who never signs in) reports are dropped.
 */
export function setFailureSender(send: FailureSender | null): void {
  sender = send;
}

/** Queues a failure of the page `moduleId` (e.g. `mfe_users/UserTablePage`). */
export function reportRemoteFailure(moduleId: string, code: FailureCode): void {
  const route = REMOTE_ROUTES.find((entry) => moduleIdOf(entry) === moduleId);
  if (!route) return;
  // The manifest's path, not the address bar's: no query string, nothing personal.
  const report: RemoteFailureReport = {
    remote: route.app,
    version: remoteVersionOf(route.app),
    module: route.module,
    code,
    route: route.path,
    count: 1,
  };
  const key = `${report.remote}|${report.version}|${report.module}|${code}`;
  const queued = pending.get(key);
  if (queued) queued.count = Math.min(COUNT_MAX, queued.count + 1);
  else pending.set(key, report);
  timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS);
}

/** Tests only: forget what this page sent. */
export function resetFailureReporter(): void {
  pending.clear();
  if (timer) clearTimeout(timer);
  timer = null;
  batchesSent = 0;
  sender = null;
}
