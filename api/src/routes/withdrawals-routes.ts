import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DecisionBody,
  IdParams,
  responses,
  WithdrawalListResponse,
  WithdrawalResponse,
} from '@rewards/contract';
import { decideWithdrawal, getWithdrawal, listWithdrawals } from '../services/withdrawal-service';
import { changeContext } from './change-context';

const tags = ['withdrawals'];

export const withdrawalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/withdrawals/all',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags,
        summary: 'Withdrawals, newest first',
        response: responses({ 200: WithdrawalListResponse }),
      },
    },
    async () => ({ success: true as const, data: await listWithdrawals(app.db) }),
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
      data: await getWithdrawal(app.db, request.params.id),
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
    async (request) => ({
      success: true as const,
      data: await decideWithdrawal(
        app.db,
        changeContext(request),
        request.params.id,
        request.body.status,
        {
          secondApprovalAboveMinor: app.config.withdrawalSecondApprovalAbove * 100,
          coolingOffHours: app.config.secondApproverCoolingOffHours,
        },
      ),
    }),
  );
};
