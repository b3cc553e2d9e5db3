import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StrictObject, StringEnum, Timestamp } from './common';

// An owner resets another admin's second factors (app, passkeys, recovery codes), for an admin
// who lost them; under the two-person rule a second owner approves it (as wallet changes,
// decision 035).

export const FACTOR_RESET_STATUSES = ['pending', 'applied', 'rejected', 'cancelled'] as const;

export const FactorReset = StrictObject({
  id: Type.Integer(),
  /** The admin whose factors go. */
  admin_id: Type.Integer(),
  email: Type.String(),
  status: StringEnum(FACTOR_RESET_STATUSES),
  /** The requesting owner's email. */
  requested_by: Type.String(),
  requested_at: Timestamp,
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(Timestamp),
});
export type FactorReset = Static<typeof FactorReset>;

export const FactorResetResponse = StrictObject({
  success: Type.Literal(true),
  message: Type.String(),
  data: FactorReset,
});
export type FactorResetResponse = Static<typeof FactorResetResponse>;

export const FactorResetListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(FactorReset),
});
export type FactorResetListResponse = Static<typeof FactorResetListResponse>;

export const FactorResetDecisionBody = StrictObject({
  /** approve / reject: another owner; cancel: the owner who asked. */
  decision: StringEnum(['approve', 'reject', 'cancel'] as const),
});
export type FactorResetDecisionBody = Static<typeof FactorResetDecisionBody>;

export const FACTOR_RESET_PENDING_MESSAGE =
  "Sent for a second owner's approval: the factors are reset once another owner approves it";
export const FACTOR_RESET_DONE_MESSAGE =
  'Second factors reset: the admin signs in with their password and sets one up again';
