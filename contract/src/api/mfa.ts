import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StrictObject, Timestamp } from './common';
import { PasskeyCredential } from './passkeys';

// Second factors of admin sign-in (authenticator-app codes, RFC 6238) and the fresh check
// before large decisions (docs/security.md#second-factor).

/** A 6-digit app code, or a recovery code `XXXXX-XXXXX`. */
export const FactorCode = Type.String({ minLength: 6, maxLength: 16, pattern: '\\S' });

export const FactorCodeBody = StrictObject({ code: FactorCode });
export type FactorCodeBody = Static<typeof FactorCodeBody>;

/** The fresh check: a code, or a passkey's answer to a challenge of the check options. */
export const FactorProofBody = StrictObject({
  code: Type.Optional(FactorCode),
  passkey: Type.Optional(PasskeyCredential),
});
export type FactorProofBody = Static<typeof FactorProofBody>;

export const FactorStatus = StrictObject({
  /** When the authenticator app was confirmed; null: none set up. */
  totpConfirmedAt: Nullable(Timestamp),
  recoveryCodesLeft: Type.Integer(),
  /** The admin's role must have a second factor (MFA_REQUIRED_ROLES). */
  required: Type.Boolean(),
  /** Minutes a check stays fresh for large decisions (STEP_UP_MINUTES). */
  stepUpMinutes: Type.Integer(),
});
export type FactorStatus = Static<typeof FactorStatus>;

export const FactorStatusResponse = StrictObject({
  success: Type.Literal(true),
  data: FactorStatus,
});
export type FactorStatusResponse = Static<typeof FactorStatusResponse>;

/** The secret to scan or type, shown while setting up (it never leaves the server again). */
export const TotpEnrolmentResponse = StrictObject({
  success: Type.Literal(true),
  secret: Type.String(),
  uri: Type.String(),
  qrDataUrl: Type.String(),
});
export type TotpEnrolmentResponse = Static<typeof TotpEnrolmentResponse>;

/** The ten recovery codes, answered once when the app is confirmed. */
export const RecoveryCodesResponse = StrictObject({
  success: Type.Literal(true),
  recoveryCodes: Type.Array(Type.String()),
});
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponse>;
