import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BulkCountResponse,
  type BulkPreview,
  type bulkBody,
  bulkTargetOf,
  type Permission,
  responses,
} from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { changeContext } from '../lib/request-change-context';
import type { ChangeContext } from '../lib/change-context';
import { type BulkIds, type BulkTable, type BulkTargetBody, resolveBulkIds } from './bulk-target';

// `POST <bulk route>/count` (decision 050): how many rows the bulk call would name, resolved
// exactly as the call resolves them (resolveBulkIds: the same 400s, more than BULK_MAX among
// them), under the call's permission; nothing is changed. A list whose total is an estimate
// offers "Select all about N"; its confirm asks this first and names the exact count. A money
// decision's count also previews what the call would do to each row.

export interface BulkCountSpec {
  /** The bulk route's URL: the count is `${url}/count`. */
  url: string;
  permission: Permission;
  tag: string;
  /** The bulk route's summary. */
  summary: string;
  /** The bulk route's body: the count takes its `ids` and `filter` only. */
  body: ReturnType<typeof bulkBody>;
  target: BulkTable;
  /**
   * For money decisions (the admin review): what the call would do to the rows, by the single
   * action's own rules, so the confirm says it before it happens.
   */
  preview?: (db: Kysely<Database>, ctx: ChangeContext, rows: BulkIds) => Promise<BulkPreview>;
}

export function bulkCountRoute(app: FastifyInstance, spec: BulkCountSpec) {
  app.post(
    `${spec.url}/count`,
    {
      config: { permission: spec.permission },
      schema: {
        tags: [spec.tag],
        summary: `Count the rows of: ${spec.summary} (nothing changed)`,
        body: bulkTargetOf(spec.body),
        response: responses({ 200: BulkCountResponse }),
      },
    },
    async (request: FastifyRequest) => {
      const rows = await resolveBulkIds(app.db, spec.target, request.body as BulkTargetBody);
      const preview = spec.preview && (await spec.preview(app.db, changeContext(request), rows));
      return {
        success: true as const,
        data: { total: rows.ids.length, ...(preview && { preview }) },
      };
    },
  );
}
