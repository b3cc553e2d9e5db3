import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AdminResponse, SsoSecondStepBody, responses } from '@rewards/contract';
import type { AppConfig } from '../../config';
import { HttpError } from '../../lib/http-error';
import type { OidcConfig } from '../../oidc-config';
import { toApiAdmin } from '../access/api-admin';
import { clearLoginFailures, loginRetryAfterMs } from '../access/login-attempts';
import { proveSecondStep } from '../access/second-step';
import { resolveSession } from '../access/session-store';
import { countFailure } from '../access/sign-in-check';
import { startSession } from '../access/start-session';
import { unseal } from './sso-seal';
import { auditSsoSignIn } from './sso-sign-in';

/** The flow's state, nonce and PKCE verifier, from start to callback. */
export const FLOW_COOKIE = 'sso_flow';
/** A company sign-in waiting for this app's second factor. */
export const STEP_COOKIE = 'sso_step';

/** Sent only to the SSO routes, never readable by scripts. */
export function ssoCookieOptions(config: AppConfig, sameSite: 'lax' | 'strict') {
  return { httpOnly: true, sameSite, path: '/api/admin/sso', secure: config.cookieSecure };
}

const expired = () => new HttpError(401, 'Your company sign-in has expired: start it again');

/**
 * The second step of a company sign-in whose account has a factor here: a code or a passkey,
 * checked, counted and throttled exactly as after a password (sign-in-check.ts), so the
 * provider's sign-in is worth no more than a right password.
 */
export function registerSsoSecondStep(app: FastifyInstance, oidc: OidcConfig | undefined): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/admin/sso/second-step',
    {
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Finish a company sign-in with a code or a passkey',
        body: SsoSecondStepBody,
        response: responses({ 200: AdminResponse }, [404, 429]),
      },
    },
    async (request, reply) => {
      if (!oidc) throw new HttpError(404, 'Company sign-in is not set up on this server');
      const now = app.config.now().getTime();
      const pending = unseal(oidc.clientSecret, 'second-step', request.cookies[STEP_COOKIE], now);
      const adminId = pending?.adminId;
      const email = pending?.email;
      const active =
        typeof adminId === 'number' &&
        (await app.db
          .selectFrom('admins')
          .select('id')
          .where('id', '=', adminId)
          .where('disabled_at', 'is', null)
          .executeTakeFirst()) !== undefined;
      // Expired, forged, or the account was disabled meanwhile: one answer.
      if (!active || typeof email !== 'string') throw expired();
      const seconds = Math.ceil(
        (await loginRetryAfterMs(app.db, app.config, email, request.ip)) / 1000,
      );
      if (seconds > 0) {
        app.metrics.logins.inc({ outcome: 'throttled' });
        reply.header('retry-after', String(seconds));
        throw new HttpError(429, `Too many wrong codes: try again in ${seconds} seconds`);
      }
      const proof = await proveSecondStep(app.db, app.config, adminId, {
        ...request.body,
        ip: request.ip,
      });
      if (proof === null) {
        app.metrics.logins.inc({ outcome: 'failed' });
        await countFailure(app.db, app.config, email, request.ip, adminId);
        throw new HttpError(401, 'Invalid code');
      }
      app.metrics.logins.inc({ outcome: 'succeeded' });
      await clearLoginFailures(app.db, email, request.ip);
      const token = await startSession(app, request, reply, adminId, true);
      const admin = await resolveSession(app.db, app.config, token);
      if (!admin) throw expired();
      await auditSsoSignIn(app.db, app.config, adminId, request.ip, proof);
      reply.clearCookie(STEP_COOKIE, ssoCookieOptions(app.config, 'strict'));
      return { success: true as const, admin: toApiAdmin(admin) };
    },
  );
}
