/**
 * When the launcher (`npm start`, `npm run start:prod`) restarts a crashed service: after
 * 0.5 s, then 1, 2, 4 ... up to 30 s while it keeps crashing; a run of a minute counts as
 * healthy and starts the series over. The restarted process learns how many restarts it
 * follows from RESTARTS_ENV and reports them as `service_restarts_total` (http-edge metrics).
 */
export const RESTARTS_ENV = 'SERVICE_RESTARTS';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
const HEALTHY_RUN_MS = 60_000;

/** Crashes in a row, counting the one that just happened after a run of `ranMs`. */
export const crashStreak = (streak: number, ranMs: number): number =>
  ranMs >= HEALTHY_RUN_MS ? 1 : streak + 1;

export const restartDelayMs = (streak: number): number =>
  Math.min(FIRST_DELAY_MS * 2 ** Math.max(streak - 1, 0), MAX_DELAY_MS);
