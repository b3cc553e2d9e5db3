import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivitiesQuery,
  ActivitiesResponse,
  responses,
  SeriesQuery,
  SeriesResponse,
  StatsResponse,
} from '@rewards/contract';
import { dailySeries } from '../services/daily-series';
import { recentActivities } from '../services/recent-activity';
import { computeStats } from '../services/dashboard-stats';

const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/dashboard/stats',
    {
      config: { permission: 'dashboard:read' },
      schema: { tags, response: responses({ 200: StatsResponse }) },
    },
    async () => ({
      success: true as const,
      data: await computeStats(app.db, app.config.now()),
    }),
  );

  app.get(
    '/api/dashboard/recent-activities',
    {
      config: { permission: 'dashboard:read' },
      schema: {
        tags,
        summary: 'Latest 20 events, newest first; `type` keeps one type only',
        querystring: ActivitiesQuery,
        response: responses({ 200: ActivitiesResponse }),
      },
    },
    async (request) => ({
      success: true as const,
      data: await recentActivities(app.db, 20, request.query.type),
    }),
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
      data: await dailySeries(app.db, app.config.now(), request.query.days ?? 30),
    }),
  );
};
