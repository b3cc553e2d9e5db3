import type * as OpenIdClient from 'openid-client';
import type { SsoOutcome } from '@rewards/contract';
import type { OidcConfig } from '../../oidc-config';
import { openIdClient, type SsoFlow, ssoClient } from './sso-client';

/** Who the provider says signed in, from a checked ID token (and userinfo for the email). */
export interface SsoIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  /** Authentication methods (RFC 8176), e.g. `pwd`, `otp`, `mfa`. */
  amr: string[];
}

/** A callback that did not yield an identity, with the login screen's outcome for it. */
export class SsoRefusal extends Error {
  constructor(
    readonly outcome: SsoOutcome,
    cause?: unknown,
  ) {
    super(`company sign-in refused: ${outcome}`, { cause });
  }
}

// The provider said no (access_denied, login_required...) versus it could not be reached or
// answered nonsense; everything else is a check of ours that failed (state, nonce, PKCE,
// signature, audience, expiry): a stale or foreign answer.
function outcomeOf(client: typeof OpenIdClient, error: unknown): SsoOutcome {
  if (error instanceof client.AuthorizationResponseError) return 'denied';
  const code = (error as { code?: unknown }).code;
  const unreachable =
    error instanceof TypeError ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
    code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
    code === 'OAUTH_RESPONSE_IS_NOT_JSON';
  return unreachable ? 'unavailable' : 'expired';
}

/**
 * Exchanges the callback's code (with the flow's PKCE verifier) and checks the answer: state,
 * the ID token's signature, issuer, audience, expiry and nonce (openid-client). The email comes
 * from the ID token, or from userinfo for the same subject when the token leaves it out.
 */
export async function verifiedIdentity(
  oidc: OidcConfig,
  callbackUrl: URL,
  flow: SsoFlow,
): Promise<SsoIdentity> {
  let client: typeof OpenIdClient;
  let config: OpenIdClient.Configuration;
  try {
    client = await openIdClient();
    config = await ssoClient(oidc);
  } catch (error) {
    throw new SsoRefusal('unavailable', error);
  }
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (claims === undefined) throw new SsoRefusal('expired');
    const source =
      typeof claims.email === 'string'
        ? claims
        : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    return {
      subject: claims.sub,
      email: typeof source.email === 'string' ? source.email.toLowerCase() : null,
      // Only a literal true: a provider that leaves it out has not checked the address.
      emailVerified: source.email_verified === true,
      amr: Array.isArray(claims.amr) ? claims.amr.filter((v) => typeof v === 'string') : [],
    };
  } catch (error) {
    if (error instanceof SsoRefusal) throw error;
    throw new SsoRefusal(outcomeOf(client, error), error);
  }
}
