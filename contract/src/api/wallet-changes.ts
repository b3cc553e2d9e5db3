import { type Static, Type } from '@sinclair/typebox';
import { Money, Nullable, StrictObject, StringEnum, Timestamp } from './common';

// Decision 035: a wallet change above the two-person threshold waits for a second admin.

// 'cancelled': withdrawn by the admin who asked (the admin review).
export const WALLET_CHANGE_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'applied',
  'cancelled',
] as const;

export const WalletChange = StrictObject({
  id: Type.Integer(),
  user_id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  /** The balance when the change was requested, and the balance asked for (rupees). */
  from: Money,
  to: Money,
  status: StringEnum(WALLET_CHANGE_STATUSES),
  /** The requesting admin's email. */
  requested_by: Type.String(),
  requested_at: Timestamp,
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(Timestamp),
});
export type WalletChange = Static<typeof WalletChange>;

export const WalletChangeDecisionBody = StrictObject({
  /** approve / reject: another admin; cancel: the admin who asked. */
  decision: StringEnum(['approve', 'reject', 'cancel'] as const),
});
export type WalletChangeDecisionBody = Static<typeof WalletChangeDecisionBody>;

export const WalletChangeResponse = StrictObject({
  success: Type.Literal(true),
  data: WalletChange,
});
export type WalletChangeResponse = Static<typeof WalletChangeResponse>;

/** `PUT /api/admin/users/:id/wallet` when the change must wait for a second admin (202). */
export const WalletChangePendingResponse = StrictObject({
  success: Type.Literal(true),
  message: Type.String(),
  change: WalletChange,
});
export type WalletChangePendingResponse = Static<typeof WalletChangePendingResponse>;

export const WalletChangeListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(WalletChange),
});
export type WalletChangeListResponse = Static<typeof WalletChangeListResponse>;

export const WALLET_CHANGE_PENDING_MESSAGE =
  "Sent for a second admin's approval: the balance changes once another admin approves it";
