import { requireFreshCheckForWallet } from '../platform/mfa/step-up';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../lib/http-error';
import { parseMoney } from '../lib/money';
import {
  AllUsersQuery,
  AllUsersResponse,
  IdParams,
  responses,
  StatusBody,
  SuccessMessage,
  TrustBody,
  UserMessageResponse,
  UserResponse,
  WALLET_CHANGE_PENDING_MESSAGE,
  WALLET_MESSAGE,
  WalletBody,
  WalletChangePendingResponse,
} from '@rewards/contract';
import { approvePayment, deleteUser, setStatus, setTrust } from './user-changes';
import { walletRuleOf } from '../money/wallet-change-queries';
import { changeWallet } from '../money/wallet-changes';
import { createUserListCache } from './user-list-cache';
import { changeContext } from '../lib/request-change-context';

const tags = ['users'];

/** Sends JSON that is already bytes (optionally gzip-compressed), bypassing serialisation. */
function sendJsonBytes(reply: FastifyReply, bytes: Buffer, gzipped: boolean): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (gzipped) reply.header('content-encoding', 'gzip');
  return reply.send(bytes);
}

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const listCache = createUserListCache(app.db);

  app.get(
    '/api/users/all-users',
    {
      config: { permission: 'users:read' },
      schema: {
        tags,
        summary: 'All users ordered by id',
        querystring: AllUsersQuery,
        response: responses({ 200: AllUsersResponse }),
      },
      // The cached body is compressed once (user-list-cache.ts), not on every request.
      compress: false,
    },
    async (request, reply) => {
      const body = await listCache.get(request.query.format ?? 'objects');
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      return sendJsonBytes(reply, gzip ? await body.gzipped() : body.json, gzip);
    },
  );

  app.put(
    '/api/users/:id/trust',
    {
      config: { permission: 'users:trust' },
      schema: {
        tags,
        summary: 'Mark a user trusted or not',
        params: IdParams,
        body: TrustBody,
        response: responses({ 200: UserResponse }, [404]),
      },
    },
    async (request) => ({
      success: true as const,
      user: await setTrust(app.db, changeContext(request), request.params.id, request.body.trust),
    }),
  );

  app.put(
    '/api/users/:id/payment-status',
    {
      config: { permission: 'users:approve-payment' },
      schema: {
        tags,
        summary: 'Approve payment (one way)',
        params: IdParams,
        response: responses({ 200: UserMessageResponse }, [404, 409]),
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Payment approved',
      user: await approvePayment(app.db, changeContext(request), request.params.id),
    }),
  );

  app.put(
    '/api/admin/users/:id/status',
    {
      config: { permission: 'users:status' },
      schema: {
        tags,
        summary: 'Set status; the server sets pause_start/block_date (client values are ignored)',
        params: IdParams,
        body: StatusBody,
        response: responses({ 200: UserResponse }, [404]),
      },
    },
    async (request) => ({
      success: true as const,
      user: await setStatus(app.db, changeContext(request), request.params.id, request.body.status),
    }),
  );

  app.put(
    '/api/admin/users/:id/wallet',
    {
      config: { permission: 'users:wallet' },
      schema: {
        tags,
        summary: "Set a user's wallet balance (409 if it changed meanwhile)",
        params: IdParams,
        body: WalletBody,
        description:
          "Above the two-person threshold (alone or with the user's other single-admin changes in the window) the change waits for a second admin: 202 with the pending change (decision 035).",
        response: responses({ 200: UserResponse, 202: WalletChangePendingResponse }, [404, 409]),
      },
      // Any body problem gets the one message the wallet cell can show.
      schemaErrorFormatter: (errors, dataVar) =>
        new Error(dataVar === 'body' ? WALLET_MESSAGE : (errors[0]?.message ?? 'Invalid request')),
    },
    async (request, reply) => {
      const minor = parseMoney(request.body.coin);
      if (minor === null) throw badRequest(WALLET_MESSAGE);
      await requireFreshCheckForWallet(app.db, request, request.params.id, minor);
      const outcome = await changeWallet(
        app.db,
        changeContext(request),
        request.params.id,
        minor,
        walletRuleOf(app.config),
      );
      if ('user' in outcome) return { success: true as const, user: outcome.user };
      return reply.code(202).send({
        success: true as const,
        message: WALLET_CHANGE_PENDING_MESSAGE,
        change: outcome.pending,
      });
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { permission: 'users:delete' },
      schema: {
        tags,
        summary: 'Delete a user and their rows',
        params: IdParams,
        response: responses({ 200: SuccessMessage }, [404]),
      },
    },
    async (request) => {
      const orphanedFiles = await deleteUser(app.db, changeContext(request), request.params.id);
      await app.uploads.remove(orphanedFiles);
      return { success: true as const, message: 'User deleted' };
    },
  );
};
