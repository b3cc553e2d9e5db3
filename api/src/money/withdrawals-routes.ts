import { requireFreshCheckToApprove } from '../platform/mfa/step-up';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { wholeListStream } from '../lists/list-json-stream';
import { withdrawalSource } from './withdrawal-source';
import {
  DecisionBody,
  IdParams,
  responses,
  WithdrawalListResponse,
  WithdrawalResponse,
} from '@rewards/contract';
import { decideWithdrawal, decisionRuleOf, getWithdrawal } from './withdrawal-service';
import { changeContext } from '../lib/request-change-context';

const tags = ['withdrawals'];

export const withdrawalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every answer carries `needs_second_approval` under the rule in force.
  const rule = decisionRuleOf(app.config);
  app.get(
    '/api/withdrawals/all',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags,
        summary: 'Withdrawals, newest first (deprecated: every row at once)',
        description:
          'Streamed for compatibility; screens read `GET /api/withdrawals` a page at a time.',
        deprecated: true,
        response: responses({ 200: WithdrawalListResponse }),
      },
    },
    async (_request, reply) =>
      // The body is a stream, not the object the schema documents.
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(await wholeListStream(app, withdrawalSource, 'data')),
  );

  app.get(
    '/api/withdrawals/:id',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags,
        summary: 'One withdrawal (to refresh a row another admin decided)',
        params: IdParams,
        response: responses({ 200: WithdrawalResponse }, [404]),
      },
    },
    async (request) => ({
      success: true as const,
      data: await getWithdrawal(app.db, request.params.id, rule),
    }),
  );

  app.put(
    '/api/withdrawals/:id',
    {
      config: { permission: 'payments:decide' },
      schema: {
        tags,
        summary: 'Decide a pending withdrawal (409 if already decided)',
        params: IdParams,
        body: DecisionBody,
        response: responses({ 200: WithdrawalResponse }, [404, 409]),
      },
    },
    async (request) => {
      const approving = request.body.status === 'completed';
      await requireFreshCheckToApprove(app.db, request, 'withdrawal', request.params.id, approving);
      return {
        success: true as const,
        data: await decideWithdrawal(
          app.db,
          changeContext(request),
          request.params.id,
          request.body.status,
          rule,
          request.body.reason,
        ),
      };
    },
  );
};
