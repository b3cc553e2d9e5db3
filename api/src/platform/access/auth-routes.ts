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
import { createSession, deleteExpiredSessions, deleteSession } from './session-store';

const tags = ['auth'];
const INVALID_WITH_CODE = 'Invalid email, password or code';
// Public routes: no session cookie needed (see plugins/public-routes.ts).
const security: [] = [];

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/',
    secure: app.config.cookieSecure,
  };
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

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
      const { admin } = check;
      // Housekeeping here keeps the table small without a timer.
      await deleteExpiredSessions(app.db, app.config);
      const token = await createSession(
        app.db,
        app.config,
        admin.id,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        },
        check.factorChecked,
      );
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions,
        maxAge: app.config.sessionAbsoluteHours * 3600,
      });
      return { success: true as const, admin: toApiAdmin(admin) };
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
