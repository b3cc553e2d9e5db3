import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** Who signs in at the provider next, and what it says about them. */
export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
  /** Authentication methods the ID token reports (RFC 8176). */
  amr: string[];
  /** Refuse at the provider instead (access_denied). */
  deny?: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next sign-in at the provider completes as (no form: signed in at once). */
  signInAs: (account: ProviderAccount) => void;
  close: () => Promise<void>;
}

interface Options {
  redirectUri: string;
  /** A fixed port (the browser tests); 0 picks a free one. */
  port?: number;
  account: ProviderAccount;
  /** The one client's credentials (default: TEST_CLIENT_ID, TEST_CLIENT_SECRET). */
  client?: { id: string; secret: string };
}

export const TEST_CLIENT_ID = 'rewards-admin';
export const TEST_CLIENT_SECRET = 'a-test-only-client-secret-of-some-length';

/**
 * A real OpenID provider (`oidc-provider`) on loopback, for tests of the sign-in flow from
 * end to end: discovery, keys, the code flow with PKCE, signed ID tokens. Its only shortcut
 * is the interaction: the configured account is signed in without a form, and every scope
 * asked for is granted (a first-party client).
 */
export async function startTestProvider(options: Options): Promise<TestProvider> {
  let account = options.account;
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const { id: clientId, secret: clientSecret } = options.client ?? {
    id: TEST_CLIENT_ID,
    secret: TEST_CLIENT_SECRET,
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey.export({ format: 'jwk' }), kid: 'test', use: 'sig' }] },
    cookies: { keys: ['a-test-only-cookie-key'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    // amr released with openid, so each test's methods reach the ID token.
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'] },
    // The email in the ID token, as most company providers put it there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: account.email, email_verified: account.emailVerified }),
    }),
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void provider
      .interactionDetails(req, res)
      .then(() =>
        provider.interactionFinished(
          req,
          res,
          account.deny
            ? { error: 'access_denied', error_description: 'refused by the test provider' }
            : { login: { accountId: account.email, amr: account.amr } },
          { mergeWithLastSubmission: false },
        ),
      )
      .catch(() => {
        res.statusCode = 400;
        res.end('no interaction');
      });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (next) => (account = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
