import { SESSION_COOKIE } from '@rewards/http-edge';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DEMO_PASSWORD } from '../../config';
import { HttpError } from '../../lib/http-error';
import {
  FACTOR_CODE_REQUIRED,
  AdminResponse,
  LoginBody,
  LoginHintResponse,
  OkResponse,
  responses,
} from '@rewards/contract';
import { toApiAdmin } from './api-admin';
import { DEMO_ROLE_ACCOUNTS } from './admin-account';
import { checkCredentials } from './sign-in-check';
import { deleteSession } from './session-store';
import { sessionCookieOptions, startSession } from './start-session';

const tags = ['auth'];
const INVALID_WITH_CODE = 'Invalid email, password or code';
// Public routes: no session cookie needed (see plugins/public-routes.ts).
const security: [] = [];

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(app.config));

  app.post(
    '/api/admin/login',
    {
      schema: {
        tags,
        security,
        summary: 'Sign in',
        body: LoginBody,
        response: responses({ 200: AdminResponse }, [429]),
      },
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const check = await checkCredentials(app.db, app.config, { ...request.body, ip: request.ip });
      const outcome = check.ok
        ? 'succeeded'
        : check.reason === 'throttled'
          ? 'throttled'
          : 'failed';
      app.metrics.logins.inc({ outcome });
      if (!check.ok && check.reason === 'throttled') {
        // The same answer whether the email belongs to an admin or not.
        const seconds = Math.ceil(check.retryAfterMs / 1000);
        reply.header('retry-after', String(seconds));
        throw new HttpError(
          429,
          `Too many failed sign-ins for this email from your address: try again in ${seconds} seconds`,
        );
      }
      // Asked of every password of an account with a second factor, right or wrong.
      if (!check.ok && check.reason === 'code_required') {
        throw new HttpError(
          401,
          'Enter a code from your authenticator app, or use a passkey',
          FACTOR_CODE_REQUIRED,
        );
      }
      // One message for every case: the response never says which one was wrong.
      if (!check.ok) {
        const message =
          request.body.code === undefined && request.body.passkey === undefined
            ? 'Invalid email or password'
            : INVALID_WITH_CODE;
        throw new HttpError(401, message);
      }
      await startSession(app, request, reply, check.admin.id, check.factorChecked);
      return { success: true as const, admin: toApiAdmin(check.admin) };
    },
  );

  app.post(
    '/api/admin/logout',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out (works without a session too)',
        response: responses({ 200: OkResponse }),
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.db, token);
      clearCookie(reply);
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/me',
    {
      config: { permission: 'account:self' },
      schema: { tags, summary: 'The signed-in admin', response: responses({ 200: AdminResponse }) },
    },
    async (request) => {
      if (!request.admin) throw new HttpError(401, 'Not signed in');
      return { success: true as const, admin: toApiAdmin(request.admin) };
    },
  );

  app.get(
    '/api/admin/login-hint',
    {
      schema: {
        tags,
        security,
        summary: 'Demo credentials (demo mode only)',
        response: responses({ 200: LoginHintResponse }, [404]),
      },
    },
    async () => {
      // Only the built-in demo pair, and only while the admin really uses it: a configured
      // password is never echoed, whatever the mode.
      if (!app.config.demoMode || app.config.adminPassword !== undefined)
        throw new HttpError(404, 'Not available');
      return {
        success: true as const,
        email: app.config.adminEmail,
        password: DEMO_PASSWORD,
        others: DEMO_ROLE_ACCOUNTS.map(({ email, role }) => ({ email, role })),
      };
    },
  );
};
