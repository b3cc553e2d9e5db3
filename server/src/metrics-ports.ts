/**
 * METRICS_PORT given to a launcher (`npm start`, `start:prod`, `start:scale`) is a base: each
 * process it starts serves its metrics on a port of its own (two processes cannot share one;
 * all seven of start:scale bound 9464, the production review). The API (or its first instance)
 * takes the base, the app servers the next ones in the order of platform-apps.ts (shell +1,
 * then mfe-users, mfe-payments, mfe-content, mfe-public), further API instances the ones after.
 */
import { APPS, type PlatformApp } from './platform-apps';

export const apiMetricsOffset = (instance: number): number =>
  instance <= 1 ? 0 : APPS.length + instance - 1;

export const appMetricsOffset = (app: PlatformApp): number => 1 + APPS.indexOf(app);

/** The child's METRICS_PORT, or none when the launcher has no METRICS_PORT. */
export function metricsPortEnv(offset: number, env = process.env): NodeJS.ProcessEnv {
  const base = Number(env.METRICS_PORT ?? 0);
  return base > 0 ? { METRICS_PORT: String(base + offset) } : {};
}
