import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  SSO_SIGNED_IN_PATH,
  SsoCallbackQuery,
  SsoRedirect,
  SsoConfigResponse,
  type SsoOutcome,
  ssoLoginUrl,
  responses,
} from '@rewards/contract';
import type { OidcConfig } from '../../oidc-config';
import { startSession } from '../access/start-session';
import { type SsoFlow, authorizationUrl, newFlow } from './sso-client';
import { SsoRefusal, verifiedIdentity } from './sso-identity';
import { seal, unseal } from './sso-seal';
import { decideSsoSignIn } from './sso-sign-in';
import {
  FLOW_COOKIE,
  registerSsoSecondStep,
  ssoCookieOptions,
  STEP_COOKIE,
} from './sso-second-step';

const tags = ['auth'];
// Public routes: no session cookie needed (see plugins/public-routes.ts).
const security: [] = [];
const FLOW_MINUTES = 10;
const STEP_MINUTES = 5;
const redirects = { response: responses({ 303: SsoRedirect }, [429]) };

const isFlow = (data: Record<string, unknown> | null): data is Record<string, unknown> & SsoFlow =>
  typeof data?.state === 'string' &&
  typeof data.nonce === 'string' &&
  typeof data.verifier === 'string';

/**
 * Company sign-in (OpenID Connect, decision 059): the authorization code flow with PKCE, state
 * and nonce. Every way out of start and callback is a redirect the browser follows, back to the
 * login screen with an outcome it explains, or into the app with a session.
 */
export const ssoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const oidc: OidcConfig | undefined = app.config.oidc;
  const backToLogin = (reply: FastifyReply, outcome: SsoOutcome) =>
    reply.redirect(ssoLoginUrl(outcome), 303);
  const limit = { rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 } };

  app.get(
    '/api/admin/sso',
    {
      schema: {
        tags,
        security,
        summary: 'Whether company sign-in is configured, and its name',
        response: responses({ 200: SsoConfigResponse }),
      },
    },
    async () => ({
      success: true as const,
      enabled: oidc !== undefined,
      providerName: oidc?.providerName ?? null,
    }),
  );

  app.get(
    '/api/admin/sso/start',
    {
      config: limit,
      schema: { tags, security, summary: 'Go to the company sign-in', ...redirects },
    },
    async (request, reply) => {
      if (!oidc) return backToLogin(reply, 'off');
      const flow = await newFlow();
      let url: URL;
      try {
        url = await authorizationUrl(oidc, flow);
      } catch (error) {
        request.log.warn({ err: error }, 'company sign-in: the provider cannot be reached');
        return backToLogin(reply, 'unavailable');
      }
      const expires = app.config.now().getTime() + FLOW_MINUTES * 60_000;
      // Lax: the provider sends the browser back with a cross-site top-level GET.
      reply.setCookie(FLOW_COOKIE, seal(oidc.clientSecret, 'flow', flow, expires), {
        ...ssoCookieOptions(app.config, 'lax'),
        maxAge: FLOW_MINUTES * 60,
      });
      return reply.redirect(url.href, 303);
    },
  );

  app.get(
    '/api/admin/sso/callback',
    {
      config: limit,
      schema: {
        tags,
        security,
        summary: "The provider's answer",
        querystring: SsoCallbackQuery,
        ...redirects,
      },
    },
    async (request, reply) => {
      if (!oidc) return backToLogin(reply, 'off');
      const now = app.config.now().getTime();
      const flow = unseal(oidc.clientSecret, 'flow', request.cookies[FLOW_COOKIE], now);
      // One answer per flow: whatever happens next, this flow is spent.
      reply.clearCookie(FLOW_COOKIE, ssoCookieOptions(app.config, 'lax'));
      if (!isFlow(flow)) return backToLogin(reply, 'expired');
      const callbackUrl = new URL(oidc.redirectUrl);
      callbackUrl.search = new URL(request.url, 'http://callback').search;
      try {
        const identity = await verifiedIdentity(oidc, callbackUrl, flow);
        const decision = await decideSsoSignIn(app.db, app.config, { identity, ip: request.ip });
        if (decision.kind === 'second-step') {
          const pending = { adminId: decision.adminId, email: decision.email };
          const expires = now + STEP_MINUTES * 60_000;
          reply.setCookie(STEP_COOKIE, seal(oidc.clientSecret, 'second-step', pending, expires), {
            ...ssoCookieOptions(app.config, 'strict'),
            maxAge: STEP_MINUTES * 60,
          });
          return backToLogin(reply, 'factor');
        }
        await startSession(app, request, reply, decision.adminId, decision.factorChecked);
        app.metrics.logins.inc({ outcome: 'succeeded' });
        return reply.redirect(SSO_SIGNED_IN_PATH, 303);
      } catch (error) {
        if (!(error instanceof SsoRefusal)) throw error;
        request.log.warn(
          { err: error.cause ?? error },
          `company sign-in refused: ${error.outcome}`,
        );
        app.metrics.logins.inc({ outcome: 'failed' });
        return backToLogin(reply, error.outcome);
      }
    },
  );

  registerSsoSecondStep(app, oidc);
};
