import { requireFreshCheckToApprove } from '../platform/mfa/step-up';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  responses,
  WalletChangeDecisionBody,
  WalletChangeListResponse,
  WalletChangeResponse,
} from '@rewards/contract';
import { pendingWalletChanges, walletRuleOf } from './wallet-change-queries';
import { decideWalletChange } from './wallet-changes';
import { changeContext } from '../lib/request-change-context';

const tags = ['wallet changes'];

/**
 * Decision 035: wallet changes that wait for a second admin. Whoever may edit wallets may
 * decide them, but never their own request, and an approval follows decision 027's
 * independence rule like a withdrawal's second approval.
 */
export const walletChangesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rule = walletRuleOf(app.config);

  app.get(
    '/api/admin/wallet-changes',
    {
      config: { permission: 'users:wallet' },
      schema: {
        tags,
        summary: 'Wallet changes awaiting a second admin, oldest first',
        response: responses({ 200: WalletChangeListResponse }),
      },
    },
    async () => ({ success: true as const, data: await pendingWalletChanges(app.db) }),
  );

  app.put(
    '/api/admin/wallet-changes/:id',
    {
      config: { permission: 'users:wallet' },
      schema: {
        tags,
        summary: 'Approve (the balance is set now) or reject a pending wallet change',
        params: IdParams,
        body: WalletChangeDecisionBody,
        response: responses({ 200: WalletChangeResponse }, [404, 409]),
      },
    },
    async (request) => {
      const { id } = request.params;
      const approving = request.body.decision === 'approve';
      await requireFreshCheckToApprove(app.db, request, 'wallet_change', id, approving);
      return {
        success: true as const,
        data: await decideWalletChange(
          app.db,
          changeContext(request),
          request.params.id,
          request.body.decision,
          rule,
        ),
      };
    },
  );
};
