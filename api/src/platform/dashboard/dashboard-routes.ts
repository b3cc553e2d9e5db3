import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ActivitiesQuery,
  ActivitiesResponse,
  responses,
  SeriesQuery,
  SeriesResponse,
  StatsResponse,
} from '@rewards/contract';
import { dailySeries } from './daily-series';
import { recentActivities } from './recent-activity';
import { computeStats } from './dashboard-stats';
import {
  activityTypesFor,
  hiddenActivityEntitiesFor,
  seriesFor,
  statsFor,
} from './dashboard-visibility';
import { HttpError } from '../../lib/http-error';

const tags = ['dashboard'];

/** The auth hook guarantees a signed-in admin on these routes. */
function roleOf(request: FastifyRequest) {
  if (!request.admin) throw new HttpError(401, 'Not signed in');
  return request.admin.role;
}

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/dashboard/stats',
    {
      config: { permission: 'dashboard:read' },
      schema: {
        tags,
        summary: 'The dashboard cards the role may read',
        response: responses({ 200: StatsResponse }),
      },
    },
    async (request) => ({
      success: true as const,
      data: statsFor(roleOf(request), await computeStats(app.db, app.config.now())),
    }),
  );

  app.get(
    '/api/dashboard/recent-activities',
    {
      config: { permission: 'dashboard:read' },
      schema: {
        tags,
        summary:
          'Latest 20 events the role may read, newest first; `type` keeps one type only (403 for a type the role may not read)',
        querystring: ActivitiesQuery,
        response: responses({ 200: ActivitiesResponse }),
      },
    },
    async (request) => {
      const role = roleOf(request);
      const allowed = activityTypesFor(role);
      const { type } = request.query;
      if (type !== undefined && !allowed.includes(type)) {
        throw new HttpError(403, 'You do not have access to this action');
      }
      return {
        success: true as const,
        data: await recentActivities(
          app.db,
          20,
          type === undefined ? allowed : [type],
          hiddenActivityEntitiesFor(role),
        ),
      };
    },
  );

  app.get(
    '/api/dashboard/series',
    {
      config: { permission: 'dashboard:read' },
      schema: {
        tags,
        summary: 'Daily revenue and registrations, oldest first',
        querystring: SeriesQuery,
        response: responses({ 200: SeriesResponse }),
      },
    },
    async (request) => ({
      success: true as const,
      data: seriesFor(
        roleOf(request),
        await dailySeries(app.db, app.config.now(), request.query.days ?? 30),
      ),
    }),
  );
};
