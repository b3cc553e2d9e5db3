import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { BulkLine, BulkSummary } from '@rewards/contract';
import { type GroupRun, type RowResult, runGroup } from './bulk-group';
import { manyGroups } from './bulk-many-group';

// Runs a bulk action one row at a time (decision 030): each row through the single action's
// own service call (its checks, conditional update and audit row, all-or-nothing), and a row
// is reported only once it is committed, so a killed process leaves no row half-done and no
// acknowledged row lost. Rows are committed in groups, each row a savepoint (bulk-group.ts,
// decision 044): one fsync per group instead of per row; an action with a group form does a
// whole group with one statement per step (bulk-many-group.ts, decision 046). The answer is NDJSON; when the
// client goes away the batch stops between rows.

export type { RowOutcome } from './bulk-group';

export interface BulkRun extends GroupRun {
  /** Named rows that left the filter they were picked under: refused, never touched. */
  left?: readonly number[];
  /** True once the client disconnected: no further row is started. */
  cancelled: () => boolean;
  log: FastifyBaseLogger;
  /** Least time between progress lines (10,000 lines would cost 600 KB), ms. */
  progressMs?: number;
}

const line = (value: BulkLine) => `${JSON.stringify(value)}\n`;

async function* bulkLines(run: BulkRun): AsyncGenerator<string> {
  const { ids, left = [] } = run;
  const summary: BulkSummary = {
    kind: 'summary',
    total: ids.length + left.length,
    done: 0,
    refused: left.length,
    awaitingSecond: 0,
    stopped: false,
  };
  yield line({ kind: 'start', total: summary.total });
  for (const id of left)
    yield line({
      kind: 'refused',
      id,
      reason: 'left_filter',
      message: 'No longer matches the filter; not changed',
    });
  const next = run.applyMany
    ? manyGroups(run, run.applyMany)
    : (start: number) => runGroup(run, start);
  let processed = 0;
  let lastProgress = Date.now();
  while (processed < ids.length && !run.cancelled()) {
    let results: RowResult[];
    try {
      results = await next(processed);
      // SQLite's calls are synchronous: without a turn of the event loop between groups the
      // whole batch ran in one, the answer left at its end (no progress, no cancel) and every
      // other request waited for it. Now it waits at most one group (200 ms).
      await setImmediate();
    } catch (error) {
      // Not a refusal (e.g. the database went away): the group rolled back; stop.
      run.log.error({ err: error, id: ids[processed] }, 'bulk action stopped');
      summary.stopped = true;
      break;
    }
    for (const result of results) {
      if ('refused' in result) {
        summary.refused += 1;
        yield line({
          kind: 'refused',
          id: result.id,
          reason: result.refused,
          message: result.message,
        });
      } else {
        summary.done += 1;
        if (result.outcome === 'awaiting_second') summary.awaitingSecond += 1;
      }
    }
    processed += results.length;
    const now = Date.now();
    if (now - lastProgress < (run.progressMs ?? 200) && processed < ids.length) continue;
    lastProgress = now;
    // Written after the commit: what a progress line counts is durable.
    yield line({
      kind: 'progress',
      processed: processed + left.length,
      total: summary.total,
      done: summary.done,
      refused: summary.refused,
    });
  }
  yield line(summary);
}

export const bulkStream = (run: BulkRun): Readable => Readable.from(bulkLines(run));
