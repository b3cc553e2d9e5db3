import { sql } from 'kysely';
import {
  type ApplyMany,
  type GroupRun,
  isLockWait,
  type ManyOutcome,
  reasonOf,
  type RowResult,
} from './bulk-group';

// A group of rows as one statement per step (decision 046): the action's group form reads
// and locks the group's rows at once, applies the single action's rule to each in memory,
// updates them and writes their audit rows with one statement each, and the group commits
// once. On PostgreSQL a group never waits on a row: rows another transaction holds end the
// group before them (the action skips them), and any other lock it would wait for longer
// than `lockWaitMs` (the hot counter rows every change updates) rolls the group back. Either
// way the first row not done is then done alone, waiting as the single action does, and the
// next group starts after it. So the rows are done in the batch's order, as before.

export type { ApplyMany, ManyOutcome } from './bulk-group';

const toRowResult = (outcome: ManyOutcome): RowResult =>
  'refusal' in outcome
    ? { id: outcome.id, refused: reasonOf(outcome.refusal), message: outcome.refusal.message }
    : outcome;

/** The next group from `start`, `size` rows at most. */
async function runMany(
  run: GroupRun,
  applyMany: ApplyMany,
  start: number,
  size: number,
): Promise<RowResult[]> {
  const ids = run.ids.slice(start, start + size);
  const lockWaitMs = run.group?.lockWaitMs;
  try {
    const outcomes = await run.db.transaction().execute(async (trx) => {
      if (lockWaitMs !== undefined)
        await sql`select set_config('lock_timeout', ${`${lockWaitMs}ms`}, true)`.execute(trx);
      return applyMany(trx, ids, false);
    });
    if (outcomes.length > 0) return outcomes.map(toRowResult);
  } catch (error) {
    if (!isLockWait(error)) throw error;
  }
  const alone = await run.db.transaction().execute((trx) => applyMany(trx, ids.slice(0, 1), true));
  return alone.map(toRowResult);
}

/**
 * Runs the groups one after the other, each sized so it takes about the group's `ms` (a
 * single action on one of its rows waits at most that long): the next size follows the last
 * group's time per row, at most doubling, between 1 and `manyRows`.
 */
export function manyGroups(run: GroupRun, applyMany: ApplyMany) {
  const { ms = 100, manyRows = 500 } = run.group ?? {};
  let size = Math.min(50, manyRows);
  return async (start: number): Promise<RowResult[]> => {
    const began = performance.now();
    const results = await runMany(run, applyMany, start, size);
    const perRow = (performance.now() - began) / Math.max(results.length, 1);
    if (results.length >= size)
      size = Math.max(1, Math.min(manyRows, size * 2, Math.floor(ms / Math.max(perRow, 0.01))));
    return results;
  };
}
