import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CryptoListResponse, responses } from '@rewards/contract';
import { listCryptoPayments } from '../services/crypto-queries';

export const cryptoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/all-payments',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags: ['crypto'],
        summary: 'Crypto payments (read-only), newest first',
        response: responses({ 200: CryptoListResponse }),
      },
    },
    async () => ({ success: true as const, payments: await listCryptoPayments(app.db) }),
  );
};
