import { type Static, Type } from '@sinclair/typebox';
import { StrictObject } from './common';
import { ROUTES } from '../routes/route-manifest';
import { PasskeyCredential } from './passkeys';

/** A redirect the browser follows (`Location`); no body. */
export const SsoRedirect = Type.Null({ description: 'See Other: the browser follows Location' });

/** Whether company sign-in (OpenID Connect) is configured, and the provider's name to show. */
export const SsoConfigResponse = StrictObject({
  success: Type.Literal(true),
  enabled: Type.Boolean(),
  /** "Sign in with <providerName>"; null while SSO is off. */
  providerName: Type.Union([Type.String(), Type.Null()]),
});
export type SsoConfigResponse = Static<typeof SsoConfigResponse>;
export type SsoConfig = Omit<SsoConfigResponse, 'success'>;

/** The second step after a company sign-in: an app or recovery code, or a passkey's answer. */
export const SsoSecondStepBody = StrictObject({
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 16 })),
  passkey: Type.Optional(PasskeyCredential),
});
export type SsoSecondStepBody = Static<typeof SsoSecondStepBody>;

/**
 * Why a company sign-in came back to the login screen (`/login?sso=<outcome>`). The screen
 * turns each into a sentence; nothing else from the provider is shown.
 */
export const SSO_OUTCOMES = {
  /** Signed in at the provider; this account still proves its second factor here. */
  factor: 'Confirm it is you with a code from your authenticator app, or use a passkey.',
  /** No active admin account has this verified email (unknown and disabled alike). */
  no_account:
    'No active admin account matches your company email. Ask an owner to invite you, then try again.',
  /** The provider did not say the email is verified. */
  unverified_email:
    'Your company account has no verified email, so it cannot be matched to an admin account.',
  /** Cancelled at the provider, or the provider refused. */
  denied: 'Company sign-in was cancelled or refused by the provider.',
  /** Stale, replayed or foreign answer (state, nonce, PKCE, signature, expiry). */
  expired: 'That company sign-in expired or did not match this browser. Please try again.',
  /** The provider could not be reached or answered something unusable. */
  unavailable: 'Company sign-in is unavailable right now. Try again, or sign in with a password.',
  /** Company sign-in is not configured on this server. */
  off: 'Company sign-in is not set up on this server.',
} as const;
export type SsoOutcome = keyof typeof SSO_OUTCOMES;

/** The screen's sentence for a `?sso=` value; an unknown value reads like an expired answer. */
export function ssoOutcomeMessage(value: string): string {
  return value in SSO_OUTCOMES ? SSO_OUTCOMES[value as SsoOutcome] : SSO_OUTCOMES.expired;
}

/** Where a company sign-in that opened a session lands. */
export const SSO_SIGNED_IN_PATH = ROUTES.dashboard.path;

/** Where the API sends the browser back with an outcome: the login screen. */
export const ssoLoginUrl = (outcome: SsoOutcome): string => `${ROUTES.login.path}?sso=${outcome}`;

const Param = Type.String({ maxLength: 2048 });
/**
 * The provider's answer on the callback (RFC 6749 4.1.2, RFC 9207 `iss`). Providers add their
 * own parameters (`scope`, `session_state`, `hd`...), so others are let through, bounded.
 */
export const SsoCallbackQuery = Type.Object(
  {
    code: Type.Optional(Param),
    state: Type.Optional(Param),
    iss: Type.Optional(Param),
    error: Type.Optional(Param),
    error_description: Type.Optional(Param),
  },
  { additionalProperties: Param, maxProperties: 20 },
);
export type SsoCallbackQuery = Static<typeof SsoCallbackQuery>;
