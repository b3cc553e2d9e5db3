import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  responses,
  UserCsv,
  UserExportQuery,
  UserListQuery,
  UserListResponse,
} from '@rewards/contract';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../lib/http-error';
import { decodeCursor, encodeCursor } from '../services/user-list-cursor';
import { userCsvStream } from '../services/user-list-csv';
import { listUserPage, type PageStart } from '../services/user-list-query';
import { parseUserView, viewKey } from '../services/user-list-request';
import { createUserTotals } from '../services/user-list-total';
import { SORT_KEYS } from '../services/user-sort-keys';

const tags = ['users'];
const DEFAULT_LIMIT = 100;

/** The user list queried in the database, a page or window at a time, and its CSV (dec. 014). */
export const userListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const totals = createUserTotals(app.db);

  app.get(
    '/api/users',
    {
      config: { permission: 'users:read' },
      schema: {
        tags,
        summary: 'Users matching a search and filters, in a sort order, a page at a time',
        querystring: UserListQuery,
        response: responses({ 200: UserListResponse }),
      },
    },
    async (request) => {
      const query = request.query;
      if (query.cursor !== undefined && query.position !== undefined)
        throw badRequest('Pass either cursor or position, not both');
      const view = parseUserView(query);
      const key = viewKey(view);
      const limit = query.limit ?? DEFAULT_LIMIT;
      let start: PageStart = null;
      if (query.cursor !== undefined)
        start = { after: decodeCursor(key, SORT_KEYS[view.sort.key].kind, query.cursor) };
      else if (query.position !== undefined) start = { position: query.position };
      const position =
        start === null ? 0 : 'after' in start ? start.after.position : start.position;

      const counting = totals.get(view.filter);
      // The page's plan depends on the total only for a search (a broad one reads the sort
      // index); otherwise page and total run side by side (on PostgreSQL, two connections).
      const broad = view.filter.search !== '' && (await counting).isEstimate;
      // One row more than asked tells whether another page follows.
      const [total, page] = await Promise.all([
        counting,
        listUserPage(app.db, view, start, limit + 1, broad),
      ]);
      const rows = page.slice(0, limit);
      const last = rows.at(-1);
      const nextCursor =
        page.length > limit && last
          ? encodeCursor(key, { key: last.key, id: last.user.id, position: position + limit })
          : null;
      return {
        success: true as const,
        data: {
          rows: rows.map((row) => row.user),
          total: total.total,
          totalIsEstimate: total.isEstimate,
          nextCursor,
          position,
        },
      };
    },
  );

  app.get(
    '/api/users/export.csv',
    {
      config: { permission: 'users:read' },
      schema: {
        tags,
        summary: 'CSV of every user matching a search and filters, streamed',
        querystring: UserExportQuery,
        produces: ['text/csv'],
        response: responses({ 200: UserCsv }),
      },
    },
    async (request, reply) => {
      const view = parseUserView(request.query);
      const { isEstimate } = await totals.get(view.filter);
      // The body is a stream, not the string the schema documents.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="users.csv"')
        .header('cache-control', 'no-store')
        .send(userCsvStream(app.db, view, isEstimate));
    },
  );
};
