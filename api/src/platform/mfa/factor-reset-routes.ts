import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FACTOR_RESET_DONE_MESSAGE,
  FACTOR_RESET_PENDING_MESSAGE,
  FactorResetDecisionBody,
  FactorResetListResponse,
  FactorResetResponse,
  IdParams,
  responses,
} from '@rewards/contract';
import type { AppConfig } from '../../config';
import { changeContext } from '../../lib/request-change-context';
import {
  decideFactorReset,
  listPendingResets,
  requestFactorReset,
  type ResetRule,
} from './factor-resets';

// Owners reset another admin's second factors; a browser session and a fresh check, as any
// account change (admins-routes.ts); a second owner approves under the two-person rule.

const tags = ['admins'];
const accountChange = { permission: 'admins:manage', sessionOnly: true, stepUp: true } as const;

const ruleOf = (config: AppConfig): ResetRule => ({
  twoPerson: config.withdrawalSecondApprovalAbove > 0,
  coolingOffHours: config.secondApproverCoolingOffHours,
});

export const factorResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/admins/:id/factor-reset',
    {
      config: accountChange,
      schema: {
        tags,
        summary:
          "Reset an admin's second factors (a second owner approves under the two-person rule)",
        params: IdParams,
        response: responses({ 200: FactorResetResponse, 202: FactorResetResponse }, [404, 409]),
      },
    },
    async (request, reply) => {
      const ctx = changeContext(request);
      const data = await requestFactorReset(app.db, ctx, request.params.id, ruleOf(app.config));
      const pending = data.status === 'pending';
      reply.code(pending ? 202 : 200);
      const message = pending ? FACTOR_RESET_PENDING_MESSAGE : FACTOR_RESET_DONE_MESSAGE;
      return { success: true as const, message, data };
    },
  );

  app.get(
    '/api/admin/factor-resets',
    {
      config: { permission: 'admins:manage' },
      schema: {
        tags,
        summary: 'Factor resets waiting for a second owner',
        response: responses({ 200: FactorResetListResponse }),
      },
    },
    async () => ({ success: true as const, data: await listPendingResets(app.db) }),
  );

  app.put(
    '/api/admin/factor-resets/:id',
    {
      config: accountChange,
      schema: {
        tags,
        summary: 'Approve or reject a factor reset (another owner), or cancel your own request',
        params: IdParams,
        body: FactorResetDecisionBody,
        response: responses({ 200: FactorResetResponse }, [404, 409]),
      },
    },
    async (request) => {
      const ctx = changeContext(request);
      const { decision } = request.body;
      const data = await decideFactorReset(
        app.db,
        ctx,
        request.params.id,
        decision,
        ruleOf(app.config),
      );
      return { success: true as const, message: `Factor reset ${data.status}`, data };
    },
  );
};
