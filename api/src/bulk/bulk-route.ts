import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BulkStream, responses } from '@rewards/contract';
import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { withoutChangeIds } from '../events/change-ids';
import { changeContext } from '../lib/request-change-context';
import type { ChangeContext } from '../lib/change-context';
import type { RowGroup, RowOutcome } from './bulk-group';
import type { ManyOutcome } from './bulk-many-group';
import { type BulkCountSpec, bulkCountRoute } from './bulk-count-route';
import { bulkStream } from './bulk-run';
import { type BulkTargetBody, resolveBulkIds } from './bulk-target';

// One bulk route: validate the body and resolve its rows (400, nothing changed, on any
// problem), then stream the per-row answers of the single action's service call; and its
// count (bulk-count-route.ts), the same resolution without the run.

/**
 * One commit per group of rows (bulk-group.ts, decision 044). SQLite has one writer at a
 * time: a group holds the write lock for at most 200 ms, between which other writers go.
 * PostgreSQL: at most 100 ms and 60 rows (each row's savepoint is a subtransaction; past 64 in
 * one transaction every other session's snapshot checks slow down), and a row waits at most
 * 50 ms for a lock, far below the 1 s after which PostgreSQL looks for a deadlock, so a group
 * is never what another transaction deadlocks on. An action's group form (decision 046) has
 * no savepoints: up to 1,000 rows, sized to the same times.
 */
const GROUPS: Record<string, RowGroup> = {
  sqlite: { rows: 1000, ms: 200, manyRows: 1000 },
  postgres: { rows: 60, ms: 100, lockWaitMs: 50, manyRows: 1000 },
};

/** A bulk route: what its count twin takes, and the action it runs on each row. */
export interface BulkRouteSpec<B extends BulkTargetBody> extends BulkCountSpec {
  /** A bulk money action: a session needs a fresh second-factor check (step-up). */
  stepUp?: boolean;
  /** The single action for one row on `db`; a refusal throws the single action's HttpError. */
  apply: (db: Kysely<Database>, ctx: ChangeContext, id: number, body: B) => Promise<RowOutcome>;
  /** Its group form, the same rule on many rows (bulk-many-group.ts, decision 046). */
  applyMany?: (
    trx: Transaction<Database>,
    ctx: ChangeContext,
    ids: readonly number[],
    wait: boolean,
    body: B,
  ) => Promise<ManyOutcome[]>;
}

export function bulkRoute<B extends BulkTargetBody>(app: FastifyInstance, spec: BulkRouteSpec<B>) {
  bulkCountRoute(app, spec);
  app.post(
    spec.url,
    {
      config: { permission: spec.permission, stepUp: spec.stepUp === true },
      schema: {
        tags: [spec.tag],
        summary: spec.summary,
        body: spec.body,
        produces: ['application/x-ndjson'],
        response: responses({ 200: BulkStream }),
      },
      // Progress lines must leave as they are written, not wait in a compressor's buffer.
      compress: false,
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const body = request.body as B;
      const { applyMany } = spec;
      const { ids, left } = await resolveBulkIds(app.db, spec.target, body);
      let cancelled = false;
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) cancelled = true;
      });
      request.log.info({ url: spec.url, rows: ids.length, left: left.length }, 'bulk action');
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          bulkStream({
            db: app.db,
            ids,
            left,
            // Each row stamped when it is decided, as the single action would be. Its change
            // event ids are not collected: they would name the answer's headers, long sent.
            apply: (db, id) =>
              withoutChangeIds(() => spec.apply(db, changeContext(request), id, body)),
            applyMany: applyMany
              ? (trx, rows, wait) =>
                  withoutChangeIds(() => applyMany(trx, changeContext(request), rows, wait, body))
              : undefined,
            group: GROUPS[dialectOf(app.db).name],
            cancelled: () => cancelled,
            log: request.log,
          }),
        );
    },
  );
}
