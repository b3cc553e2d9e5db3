import type * as OpenIdClient from 'openid-client';
import type { OidcConfig } from '../../oidc-config';

/**
 * openid-client, loaded on first use: with jose it is ~150 modules that only a company sign-in
 * needs, and most API processes (and every API test file but the SSO ones) never do one.
 */
export const openIdClient = (): Promise<typeof OpenIdClient> => import('openid-client');

// One discovery per configuration, kept while it works: a failed one is forgotten, so the
// next sign-in tries again once the provider is back.
const discovered = new WeakMap<OidcConfig, Promise<OpenIdClient.Configuration>>();

const DISCOVERY_TIMEOUT_SECONDS = 10;

/** The provider as openid-client knows it (metadata from its discovery document, keys). */
export function ssoClient(oidc: OidcConfig): Promise<OpenIdClient.Configuration> {
  let found = discovered.get(oidc);
  if (found === undefined) {
    found = openIdClient().then((client) =>
      client.discovery(new URL(oidc.issuer), oidc.clientId, oidc.clientSecret, undefined, {
        // Checked at start-up: plain HTTP only to a provider on this host (oidc-config.ts).
        execute: oidc.allowHttpIssuer ? [client.allowInsecureRequests] : [],
        timeout: DISCOVERY_TIMEOUT_SECONDS,
      }),
    );
    found.catch(() => discovered.delete(oidc));
    discovered.set(oidc, found);
  }
  return found;
}

/** The values of one authorization request, kept in the flow cookie until the callback. */
export interface SsoFlow {
  state: string;
  nonce: string;
  verifier: string;
}

/** Where to send the browser: the provider's authorization endpoint, code flow with PKCE. */
export async function authorizationUrl(oidc: OidcConfig, flow: SsoFlow): Promise<URL> {
  const client = await openIdClient();
  return client.buildAuthorizationUrl(await ssoClient(oidc), {
    redirect_uri: oidc.redirectUrl,
    response_type: 'code',
    scope: 'openid email profile',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
  });
}

export async function newFlow(): Promise<SsoFlow> {
  const client = await openIdClient();
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
  };
}
