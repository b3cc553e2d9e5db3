import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { wholeListStream } from '../lists/list-json-stream';
import { cryptoSource } from './crypto-source';
import { CryptoListResponse, responses } from '@rewards/contract';

export const cryptoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/all-payments',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags: ['crypto'],
        summary: 'Crypto payments (read-only), newest first (deprecated: every row at once)',
        description:
          'Streamed for compatibility; screens read `GET /api/crypto-payments` a page at a time.',
        deprecated: true,
        response: responses({ 200: CryptoListResponse }),
      },
    },
    async (_request, reply) =>
      // The body is a stream, not the object the schema documents.
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(await wholeListStream(app, cryptoSource, 'payments')),
  );
};
