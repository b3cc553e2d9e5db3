import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PlatformHealthResponse,
  RemoteFailureBatch,
  responses,
  SuccessMessage,
} from '@rewards/contract';
import { platformHealth, recordFailures } from './remote-failures';

/** Report batches per minute per client: a broken remote must not flood the table. */
const REPORT_BATCHES_PER_MINUTE = 12;

/**
 * Remote failure reports (any signed-in admin's shell sends them) and the platform health an
 * owner reads (decision 017). Public visitors' failures are not reported: an anonymous write
 * route would be an open door, and public pages survive their remote going down (decision 012).
 */
export const platformRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/platform/failures',
    {
      config: {
        permission: 'platform:report',
        rateLimit: { max: REPORT_BATCHES_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: {
        tags: ['platform'],
        summary: 'Report remotes that failed to load or crashed in this browser',
        body: RemoteFailureBatch,
        response: responses({ 200: SuccessMessage }, [429]),
      },
    },
    async (request) => {
      const now = app.config.now().getTime();
      await recordFailures(app.db, request.body.reports, request.admin?.id ?? null, now);
      for (const { remote, code, count } of request.body.reports)
        app.metrics.remoteFailures.inc({ remote, code }, count);
      return { success: true as const, message: 'Reported' };
    },
  );

  app.get(
    '/api/platform/health',
    {
      config: { permission: 'platform:read' },
      schema: {
        tags: ['platform'],
        summary: "Each remote's deployed version and its failures in the last hour and day",
        response: responses({ 200: PlatformHealthResponse }),
      },
    },
    async () => platformHealth(app.db, app.config.now().getTime()),
  );
};
