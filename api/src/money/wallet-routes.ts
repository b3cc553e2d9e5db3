import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { wholeListStream } from '../lists/list-json-stream';
import { walletSource } from './wallet-source';
import { Type } from '@sinclair/typebox';
import { mimeForStoredName } from '../lib/file-type';
import { notFound } from '../lib/http-error';
import { sendStoredFile } from '../storage/send-file';
import {
  DueBody,
  IdParams,
  responses,
  WalletListResponse,
  WalletTxResponse,
} from '@rewards/contract';
import { screenshotFile, setDue } from './wallet-service';
import { changeContext } from '../lib/request-change-context';

const tags = ['wallet'];

export const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/wallet/all',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags,
        summary: 'Wallet transactions, newest first (deprecated: every row at once)',
        description: 'Streamed for compatibility; screens read `GET /api/wallet` a page at a time.',
        deprecated: true,
        response: responses({ 200: WalletListResponse }),
      },
    },
    async (_request, reply) =>
      // The body is a stream, not the object the schema documents.
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(await wholeListStream(app, walletSource, 'data')),
  );

  app.put(
    '/api/wallet-due/:id',
    {
      config: { permission: 'payments:decide' },
      schema: {
        tags,
        summary: 'Decide a pending wallet transaction',
        params: IdParams,
        body: DueBody,
        response: responses({ 200: WalletTxResponse }, [404]),
      },
    },
    async (request) => ({
      success: true as const,
      data: await setDue(app.db, changeContext(request), request.params.id, request.body.due),
    }),
  );

  app.get(
    '/api/wallet/:id/screenshot',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags,
        summary: 'The payment proof image (PNG, JPEG, WEBP or GIF bytes)',
        params: IdParams,
        response: responses({ 200: Type.Unsafe({ type: 'string', format: 'binary' }) }, [404]),
      },
    },
    async (request, reply) => {
      const name = await screenshotFile(app.db, request.params.id);
      const mime = name ? mimeForStoredName(name) : null;
      if (!name || !mime) throw notFound('Screenshot not available');
      return sendStoredFile(reply, await app.uploads.open(name), mime, 'Screenshot not available');
    },
  );
};
