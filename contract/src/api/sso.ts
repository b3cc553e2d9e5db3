import { type Static, Type } from '@sinclair/typebox';
import { StrictObject } from './common';
import { ROUTES } from '../routes/route-manifest';
import { PasskeyCredential } from './passkeys';
import type { SsoOutcome } from './sso-outcomes';

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
