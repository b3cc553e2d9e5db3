import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import {
  LIST_EXACT_TOTAL_CAP,
  LIST_PAGE_DEFAULT,
  ListPage,
  listPageQuery,
  ListSummaryResponse,
  listViewQuery,
  responses,
} from '@rewards/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-error';
import { decodeCursor, encodeCursor } from './list-cursor';
import { exportSlotsOf } from './export-slots';
import { LIST_CSV_PAGE, listCsvStream } from './list-csv';
import { listPage, type PageStart } from './list-page';
import type { AnyListSource } from './list-source';
import { listSummary } from './list-summary';
import { createVersionedCache } from './versioned-cache';
import { countListTotal } from './list-total';
import { type ListView, listViewKey, parseListView } from './list-view';
import { searchBreadth, searchOf, viewPlan } from './list-search-plan';
import { createListAnchors } from './list-anchors';

// The three endpoints of every server-paged list, registered from its source: a page
// (GET /api/<path>), the summary cards for the filters (GET /api/<path>/summary) and the
// CSV of the whole view, streamed (GET /api/<path>/export.csv).

export interface ListRouteSchemas {
  pageQuery: TSchema;
  viewQuery: TSchema;
  pageResponse: TSchema;
}

/** A list's query and answer schemas, from its declaration and row (decision 065). */
export const listRouteSchemas = (source: AnyListSource): ListRouteSchemas => ({
  pageQuery: listPageQuery(source.declaration),
  viewQuery: listViewQuery(source.declaration),
  pageResponse: source.pageResponse ?? ListPage(source.row),
});

type Query = Record<string, unknown> & { cursor?: string; position?: number; limit?: number };

/** The request's view: its query checked, scoped to the rows the admin's role may read. */
function viewOf(source: AnyListSource, request: FastifyRequest): ListView {
  const view = parseListView(source, request.query as Query);
  const scope = source.scopeOf?.(request.admin?.role) ?? null;
  return scope === null ? view : { ...view, scope };
}

export function listRoutes(
  source: AnyListSource,
  schemas: ListRouteSchemas = listRouteSchemas(source),
): FastifyPluginAsyncTypebox {
  const path = `/api${source.declaration.path}`;
  const config = { permission: source.declaration.permission };
  const tags = [source.tag];

  return async (app) => {
    const summaryOf = createVersionedCache(app.db, (s, view) => listSummary(app.db, s, view));
    const breadthOf = createVersionedCache(app.db, (s, view) => searchBreadth(app.db, s, view));
    const counted = createVersionedCache(app.db, async (s, view) =>
      countListTotal(app.db, s, view, LIST_EXACT_TOTAL_CAP, await breadthOf(s, view)),
    );
    const anchors = createListAnchors(app.db);
    const exportSlots = exportSlotsOf(app.db);
    const totalOf = source.plan?.totals?.(app.db) ?? ((view: ListView) => counted(source, view));
    /** The view's total when the source's own plan reads pages by it, else null. */
    const planTotal = async (view: ListView) =>
      source.plan?.needsTotal?.(view) ? await totalOf(view) : null;
    /**
     * The view in the engine's plan for reading up to the `window`-th row (decision 040); a
     * source with its own plan (SourcePlan) chooses its indexes itself.
     */
    const planned = async (view: ListView, window: number): Promise<ListView> => {
      if (source.plan) return view;
      const [breadth, total] = await Promise.all([breadthOf(source, view), totalOf(view)]);
      const plan = await viewPlan(app.db, source, view, breadth, total.total, window);
      return { ...view, plan };
    };
    app.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: `${source.noun} matching the filters, in a sort order, a page at a time`,
          querystring: schemas.pageQuery,
          response: responses({ 200: schemas.pageResponse }),
        },
      },
      async (request, reply) => {
        const query = request.query as Query;
        if (query.cursor !== undefined && query.position !== undefined)
          throw badRequest('Pass either cursor or position, not both');
        const view = viewOf(source, request);
        const key = listViewKey(source, view);
        const limit = query.limit ?? LIST_PAGE_DEFAULT;
        const kind = source.sortKeys[view.sort.key]!.kind;
        // The total first: it tells the plan how dense the matches are (and is cached). A
        // source's own plan reads the page beside its total unless it plans by it.
        const counting = totalOf(view);
        const known = source.plan ? await planTotal(view) : await counting;
        let start: PageStart = null;
        if (query.cursor !== undefined) start = { after: decodeCursor(key, kind, query.cursor) };
        else if (query.position !== undefined)
          // A jump from the view's nearest anchor (decision 050); a source with its own plan
          // and a search (read through its indexes when deep, decision 040) skip from the top.
          start =
            !source.plan && known && searchOf(source, view) === null
              ? await anchors.jumpStart(source, view, query.position, known.total, (window) =>
                  planned(view, window),
                )
              : { position: query.position };
        const position = query.position ?? (start && 'after' in start ? start.after.position : 0);
        // One row more than asked tells whether another page follows.
        const skipped = !start ? 0 : 'position' in start ? start.position : (start.skip ?? 0);
        const windowEnd = skipped + limit + 1;
        const [total, page] = await Promise.all([
          counting,
          planned(view, windowEnd).then((plan) =>
            listPage<{ id: number }>(app, source, plan, start, limit + 1, known),
          ),
        ]);
        // A view's first page starts walking its anchors once answered (decision 050), so the
        // scrollbar's first jump usually finds them; not for a search (its own plan, 040).
        if (start === null && !source.plan && searchOf(source, view) === null)
          reply.raw.once('finish', () =>
            anchors.warm(source, view, total.total, (window) => planned(view, window)),
          );
        const shown = page.entries.slice(0, limit);
        const ids = new Set(shown.map((entry) => entry.id));
        const rows = page.rows.filter((row) => ids.has(row.id));
        const last = shown.at(-1);
        const nextCursor =
          page.entries.length > limit && last
            ? encodeCursor(key, { key: last.key, id: last.id, position: position + limit })
            : null;
        return {
          success: true as const,
          data: {
            rows,
            total: total.total,
            totalIsEstimate: total.isEstimate,
            nextCursor,
            position,
          },
        };
      },
    );

    if (source.summary)
      app.get(
        `${path}/summary`,
        {
          config,
          schema: {
            tags,
            summary: `The summary cards of ${source.noun.toLowerCase()} matching the filters`,
            querystring: schemas.viewQuery,
            response: responses({ 200: ListSummaryResponse }),
          },
        },
        async (request) => {
          return { success: true as const, data: await summaryOf(source, viewOf(source, request)) };
        },
      );

    app.get(
      `${path}/export.csv`,
      {
        config,
        schema: {
          tags,
          summary: `CSV of every ${source.noun.toLowerCase()} row matching the filters, streamed`,
          querystring: schemas.viewQuery,
          produces: ['text/csv'],
          response: responses({ 200: Type.Unsafe({ type: 'string', format: 'binary' }) }, [429]),
        },
      },
      async (request, reply) => {
        // Held until the response is over, whether sent, failed or dropped by the client.
        const release = exportSlots.take(request.admin!.id);
        reply.raw.once('close', release);
        try {
          const view = await planned(viewOf(source, request), LIST_CSV_PAGE);
          const total = await planTotal(view);
          const fileName = source.csvFileName?.(app.config.now()) ?? source.declaration.csvFileName;
          return (reply as FastifyReply)
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'no-store')
            .send(listCsvStream(app, source, view, total));
        } catch (error) {
          release();
          throw error;
        }
      },
    );
  };
}
