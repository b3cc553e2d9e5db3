import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiTokenListResponse,
  CreatedApiTokenResponse,
  CreateDeployTokenBody,
  CreatePersonalTokenBody,
  IdParams,
  responses,
  roleWithin,
  SuccessMessage,
} from '@rewards/contract';
import { HttpError } from '../../lib/http-error';
import { createToken, listTokens, revokeToken } from './api-tokens';
import { changeContext } from '../../lib/request-change-context';

// API tokens (decision 034), managed from a signed-in browser only (`sessionOnly`): a token
// cannot mint or extend tokens. Personal tokens are the admin's own; deploy tokens the owners'.

export const apiTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const personal = { permission: 'account:self', sessionOnly: true } as const;
  const deploy = { permission: 'platform:deploy', sessionOnly: true } as const;
  // Making a token is a large decision: a fresh second-factor check first (step-up).
  const making = { stepUp: true } as const;

  app.get(
    '/api/admins/me/tokens',
    {
      config: personal,
      schema: {
        tags: ['admins'],
        summary: 'Your live personal API tokens (never their secrets)',
        response: responses({ 200: ApiTokenListResponse }),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listTokens(app.db, 'personal', changeContext(request).adminId),
    }),
  );

  app.post(
    '/api/admins/me/tokens',
    {
      config: { ...personal, ...making },
      schema: {
        tags: ['admins'],
        summary: 'Create a personal API token; its secret is in this answer only',
        body: CreatePersonalTokenBody,
        response: responses({ 200: CreatedApiTokenResponse }),
      },
    },
    async (request) => {
      // A token made on a one-time password would outlive the password change.
      if (request.admin?.mustChangePassword)
        throw new HttpError(403, 'Change your one-time password first');
      const own = request.admin?.role;
      if (!own || !roleWithin(request.body.role, own))
        throw new HttpError(403, 'A token cannot have a wider role than yours');
      const { name, role, expiresInDays } = request.body;
      const created = await createToken(app.db, changeContext(request), {
        kind: 'personal',
        name: name.trim(),
        role,
        remote: null,
        expiresInDays,
      });
      return { success: true as const, ...created };
    },
  );

  app.delete(
    '/api/admins/me/tokens/:id',
    {
      config: personal,
      schema: {
        tags: ['admins'],
        summary: 'Revoke one of your personal API tokens',
        params: IdParams,
        response: responses({ 200: SuccessMessage }, [404]),
      },
    },
    async (request) => {
      await revokeToken(app.db, changeContext(request), 'personal', request.params.id);
      return { success: true as const, message: 'Token revoked' };
    },
  );

  app.get(
    '/api/platform/deploy-tokens',
    {
      config: deploy,
      schema: {
        tags: ['platform'],
        summary: 'Live deploy tokens, one per remote at most',
        response: responses({ 200: ApiTokenListResponse }),
      },
    },
    async () => ({ success: true as const, data: await listTokens(app.db, 'deploy', null) }),
  );

  app.post(
    '/api/platform/deploy-tokens',
    {
      config: { ...deploy, ...making },
      schema: {
        tags: ['platform'],
        summary: 'Create the deploy token of a remote (409 if it has one)',
        body: CreateDeployTokenBody,
        response: responses({ 200: CreatedApiTokenResponse }, [409]),
      },
    },
    async (request) => {
      const { remote, name, expiresInDays } = request.body;
      const created = await createToken(app.db, changeContext(request), {
        kind: 'deploy',
        name: name.trim(),
        role: null,
        remote,
        expiresInDays: expiresInDays ?? null,
      });
      return { success: true as const, ...created };
    },
  );

  app.delete(
    '/api/platform/deploy-tokens/:id',
    {
      config: deploy,
      schema: {
        tags: ['platform'],
        summary: 'Revoke a deploy token',
        params: IdParams,
        response: responses({ 200: SuccessMessage }, [404]),
      },
    },
    async (request) => {
      await revokeToken(app.db, changeContext(request), 'deploy', request.params.id);
      return { success: true as const, message: 'Token revoked' };
    },
  );
};
