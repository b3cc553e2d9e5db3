import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SESSION_COOKIE } from '@rewards/http-edge';
import {
  PasskeyListResponse,
  PasskeyOptionsResponse,
  PasskeyParams,
  PasskeyRegisterBody,
  PasskeyRegisteredResponse,
  responses,
  SuccessMessage,
} from '@rewards/contract';
import { changeContext } from '../../lib/request-change-context';
import { authenticationOptions, registrationOptions, verifyRegistration } from './passkeys';
import { addPasskey, listPasskeys, removePasskey } from './passkey-store';

// The signed-in admin's passkeys (Settings -> Security), browser sessions only. Adding one to
// an account that already has a factor, and removing one, need the fresh check (stepUp): a
// stolen session cookie cannot plant its own key or take the owner's away.

const tags = ['admins'];
const config = { permission: 'account:self', sessionOnly: true } as const;
const guarded = { ...config, stepUp: true } as const;

export const passkeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/mfa/passkeys',
    {
      config,
      schema: {
        tags,
        summary: 'Your passkeys, by name',
        response: responses({ 200: PasskeyListResponse }),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPasskeys(app.db, changeContext(request).adminId),
    }),
  );

  app.post(
    '/api/admin/mfa/passkeys/options',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Start adding a passkey: options for the browser (single-use challenge)',
        response: responses({ 200: PasskeyOptionsResponse }),
      },
    },
    async (request) => {
      const admin = request.admin;
      const who = { id: admin?.id ?? 0, email: admin?.email ?? '', name: admin?.name ?? '' };
      return {
        success: true as const,
        options: await registrationOptions(app.db, app.config, who),
      };
    },
  );

  app.post(
    '/api/admin/mfa/passkeys',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Add a passkey, named; the first factor answers ten recovery codes, once',
        body: PasskeyRegisterBody,
        response: responses({ 200: PasskeyRegisteredResponse }, [409]),
      },
    },
    async (request) => {
      const ctx = changeContext(request);
      const { name, credential } = request.body;
      const verified = await verifyRegistration(app.db, app.config, ctx.adminId, credential);
      const token = request.cookies[SESSION_COOKIE] ?? '';
      const added = await addPasskey(app.db, ctx, name, verified, token);
      return { success: true as const, ...added };
    },
  );

  app.delete(
    '/api/admin/mfa/passkeys/:id',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Remove one of your passkeys (needs a fresh check)',
        params: PasskeyParams,
        response: responses({ 200: SuccessMessage }, [404]),
      },
    },
    async (request) => {
      await removePasskey(app.db, changeContext(request), request.params.id);
      return { success: true as const, message: 'Passkey removed' };
    },
  );

  app.post(
    '/api/admin/mfa/passkeys/check-options',
    {
      config,
      schema: {
        tags,
        summary: 'Options to confirm it is you with one of your passkeys (the fresh check)',
        response: responses({ 200: PasskeyOptionsResponse }),
      },
    },
    async (request) => {
      const adminId = changeContext(request).adminId;
      return {
        success: true as const,
        options: await authenticationOptions(app.db, app.config, adminId),
      };
    },
  );

  // Public: any passkey may answer (discoverable), so the options name no account.
  app.post(
    '/api/admin/login/passkey-options',
    {
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Options to sign in with a passkey as the second step',
        response: responses({ 200: PasskeyOptionsResponse }, [429]),
      },
    },
    async () => ({
      success: true as const,
      options: await authenticationOptions(app.db, app.config, null),
    }),
  );
};
