import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StrictObject, Timestamp } from './common';
import { PASSKEY_NAME_MAX } from './limits';

// Passkeys (WebAuthn) as a second factor (docs/security.md#second-factor). The browser's
// credential JSON is passed through to @simplewebauthn/server, which checks every field; the
// schema only bounds its size and shape.

const B64 = Type.String({ minLength: 1, maxLength: 16_384, pattern: '^[A-Za-z0-9_\\-]+={0,2}$' });
const Open = { additionalProperties: true } as const;

/** What `navigator.credentials.create()` / `.get()` answered, as @simplewebauthn/browser sends it. */
export const PasskeyCredential = Type.Object(
  {
    id: B64,
    rawId: B64,
    type: Type.Literal('public-key'),
    response: Type.Object({ clientDataJSON: B64 }, Open),
    clientExtensionResults: Type.Object({}, Open),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
  },
  Open,
);
export type PasskeyCredential = Static<typeof PasskeyCredential>;

/** Options for the browser's WebAuthn call; the challenge in them is kept by the server. */
export const PasskeyOptionsResponse = StrictObject({
  success: Type.Literal(true),
  options: Type.Object({ challenge: Type.String() }, Open),
});
export type PasskeyOptionsResponse = Static<typeof PasskeyOptionsResponse>;

export const PasskeyRegisterBody = StrictObject({
  name: Type.String({ minLength: 1, maxLength: PASSKEY_NAME_MAX, pattern: '\\S' }),
  credential: PasskeyCredential,
});
export type PasskeyRegisterBody = Static<typeof PasskeyRegisterBody>;

export const Passkey = StrictObject({
  id: Type.String(),
  name: Type.String(),
  createdAt: Timestamp,
  lastUsedAt: Nullable(Timestamp),
});
export type Passkey = Static<typeof Passkey>;

export const PasskeyListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(Passkey),
});
export type PasskeyListResponse = Static<typeof PasskeyListResponse>;

/** Registering the first factor answers ten recovery codes, once; later ones answer none. */
export const PasskeyRegisteredResponse = StrictObject({
  success: Type.Literal(true),
  passkey: Passkey,
  recoveryCodes: Type.Array(Type.String()),
});
export type PasskeyRegisteredResponse = Static<typeof PasskeyRegisteredResponse>;

export const PasskeyParams = StrictObject({ id: Type.String({ minLength: 1, maxLength: 1024 }) });
