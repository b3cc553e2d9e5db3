import { type Kysely, sql, type Transaction } from 'kysely';
import type { BulkRefusalReason } from '@rewards/contract';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { savepointDb } from './row-savepoint';

// Rows of a bulk action committed together (decisions 030, 044): each row through the single
// action's service call inside a savepoint that stands in for its own transaction, so a
// refused or failing row rolls back alone and the group commits once (one fsync for many
// rows). On PostgreSQL the group never waits long for a lock: held locks plus a wait are how
// a deadlock starts, and the other party must not be the one PostgreSQL aborts. A row whose
// lock is not granted within `lockWaitMs` is rolled back to its savepoint, the rows before it
// commit (releasing their locks), and the row is tried again first in the next group, or on
// its own in its own transaction (no lock limit: as the single action waits) when it was
// already first.

/** What one row's action reports: done, or done as the first of two approvals. */
export type RowOutcome = 'done' | 'awaiting_second';

export type RowResult =
  { id: number; outcome: RowOutcome } | { id: number; refused: BulkRefusalReason; message: string };

/** One row of a group: done, or refused by the single action's rule. */
export type ManyOutcome = { id: number; outcome: RowOutcome } | { id: number; refusal: HttpError };

/**
 * The action on `ids` in the caller's transaction: outcomes for the ids from the first, in
 * order; unless `wait`, only up to the first row another transaction holds.
 */
export type ApplyMany = (
  trx: Transaction<Database>,
  ids: readonly number[],
  wait: boolean,
) => Promise<ManyOutcome[]>;

export interface RowGroup {
  /** Rows a group may hold (1: a transaction per row) and for how long, ms. */
  rows: number;
  ms: number;
  /** PostgreSQL: the longest a grouped row waits for a lock before it is retried, ms. */
  lockWaitMs?: number;
  /** Rows a group may hold when the action has a group form (bulk-many-group.ts). */
  manyRows?: number;
}

export interface GroupRun {
  db: Kysely<Database>;
  ids: readonly number[];
  apply: (db: Kysely<Database>, id: number) => Promise<RowOutcome>;
  /** The action's group form, when it has one: used instead of `apply` (decision 046). */
  applyMany?: ApplyMany;
  cancelled: () => boolean;
  group?: RowGroup;
}

const KNOWN_REASONS = new Set<string>([
  'already_decided',
  'needs_second_approver',
  'not_permitted',
  'changed_meanwhile',
]);

/** A refusal's reason: the service's own code, else what the status says. */
export function reasonOf(error: HttpError): BulkRefusalReason {
  if (error.reason && KNOWN_REASONS.has(error.reason)) return error.reason as BulkRefusalReason;
  if (error.statusCode === 404) return 'not_found';
  if (error.statusCode === 403) return 'not_permitted';
  return 'conflict';
}

const isRefusal = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.statusCode < 500;

/** lock_not_available (our lock_timeout) or deadlock_detected: try the row again later. */
export const isLockWait = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '55P03' || code === '40P01';
};

/** One row: its outcome, or its refusal; any other error is thrown (the batch stops). */
async function runRow(run: GroupRun, db: Kysely<Database>, id: number): Promise<RowResult> {
  try {
    return { id, outcome: await run.apply(db, id) };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return { id, refused: reasonOf(error), message: error.message };
  }
}

/** Rows from `start` until the group is full or old enough, committed together. */
export async function runGroup(run: GroupRun, start: number): Promise<RowResult[]> {
  const { rows, ms, lockWaitMs } = run.group ?? { rows: 1, ms: 0 };
  const results: RowResult[] = [];
  if (rows <= 1) {
    results.push(await runRow(run, run.db, run.ids[start]!));
    return results;
  }
  const began = Date.now();
  let waited = false;
  await run.db.transaction().execute(async (trx) => {
    if (lockWaitMs !== undefined)
      await sql`select set_config('lock_timeout', ${`${lockWaitMs}ms`}, true)`.execute(trx);
    const db = savepointDb(trx);
    for (let i = start; i < run.ids.length && results.length < rows; i += 1) {
      if (results.length > 0 && (run.cancelled() || Date.now() - began > ms)) break;
      try {
        results.push(await runRow(run, db, run.ids[i]!));
      } catch (error) {
        // The savepoint rolled the row back; the rows before it commit now.
        if (!isLockWait(error)) throw error;
        waited = true;
        break;
      }
    }
  });
  // First in its group and still waiting: on its own, as the single action would run.
  if (waited && results.length === 0) results.push(await runRow(run, run.db, run.ids[start]!));
  return results;
}
