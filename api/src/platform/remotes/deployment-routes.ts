import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeploymentRecordedResponse, DeploymentReport, responses } from '@rewards/contract';
import { badRequest, HttpError } from '../../lib/http-error';
import { recordDeployment } from './remote-deployments';

// How far ahead of the API's clock a reported deploy time may be (clock skew, not the future).
const SKEW_MS = 5 * 60_000;

/**
 * Where `deploy` and `rollback` report (decision 034): the deploy token of the remote, never a
 * session and never the API's database (decision 017 had the script open it directly).
 */
export const deploymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/platform/deployments',
    {
      config: { deployToken: true },
      schema: {
        tags: ['platform'],
        summary: "Record a deploy or rollback of a remote (that remote's deploy token)",
        security: [{ deployToken: [] }],
        body: DeploymentReport,
        response: responses({ 200: DeploymentRecordedResponse }),
      },
    },
    async (request) => {
      const token = request.deployToken;
      if (!token) throw new HttpError(401, 'A valid deploy token is required');
      const report = request.body;
      if (token.remote !== report.remote)
        throw new HttpError(403, `This deploy token is for ${token.remote}`);
      const now = app.config.now();
      const at = report.at === undefined ? now : new Date(report.at);
      if (at.getTime() > now.getTime() + SKEW_MS) throw badRequest('at is in the future');
      const id = await recordDeployment(app.db, {
        remote: report.remote,
        version: report.version,
        manifestUrl: report.manifestUrl,
        action: report.action,
        previousVersion: report.previousVersion,
        deployedBy: report.deployedBy.trim(),
        at,
        tokenId: token.id,
      });
      return { success: true as const, id };
    },
  );
};
