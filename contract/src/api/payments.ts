import { type Static, Type } from '@sinclair/typebox';
import { Money, Nullable, StrictObject, StringEnum, Text, Timestamp } from './common';
import { REASON_MAX } from './limits';

const lit = <T extends string>(...values: T[]) => StringEnum(values);

export const WalletTransaction = StrictObject({
  id: Type.Integer(),
  user_id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  amount: Money,
  method: lit('UPI', 'SCANNER', 'CRYPTO'),
  utr_number: Type.String(),
  due: Type.Boolean(),
  payment_date: Timestamp,
  status: lit('pending', 'completed'),
});
export type WalletTransaction = Static<typeof WalletTransaction>;
export type WalletMethod = WalletTransaction['method'];
export const WalletListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(WalletTransaction),
});
export type WalletListResponse = Static<typeof WalletListResponse>;
export const WalletTxResponse = StrictObject({
  success: Type.Literal(true),
  data: WalletTransaction,
});
export type WalletTxResponse = Static<typeof WalletTxResponse>;
export const DueBody = StrictObject({ due: Type.Boolean() });
export type DueBody = Static<typeof DueBody>;

export const Withdrawal = StrictObject({
  id: Type.Integer(),
  user_id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  amount: Money,
  message: Nullable(Type.String()),
  method: lit('upi', 'crypto', 'bank', 'other'),
  status: lit('pending', 'completed', 'rejected'),
  created_at: Timestamp,
  upi_address: Nullable(Type.String()),
  crypto_address: Nullable(Type.String()),
  crypto_network: Nullable(Type.String()),
  bank_holder_name: Nullable(Type.String()),
  bank_name: Nullable(Type.String()),
  ifsc_code: Nullable(Type.String()),
  /** Email of the first approver of a large withdrawal that awaits a second admin. */
  first_approved_by: Nullable(Type.String()),
  /** Email of the admin who completed or rejected it (null for older decisions). */
  decided_by: Nullable(Type.String()),
  /**
   * Approving it takes two different admins: its amount is above the API's
   * `WITHDRAWAL_SECOND_APPROVAL_ABOVE` (false when that rule is off), so the screen can say
   * what an approval will do before it is sent.
   */
  needs_second_approval: Type.Boolean(),
});
export type Withdrawal = Static<typeof Withdrawal>;
export type WithdrawalMethod = Withdrawal['method'];
export type WithdrawalStatus = Withdrawal['status'];
export const WithdrawalListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(Withdrawal),
});
export type WithdrawalListResponse = Static<typeof WithdrawalListResponse>;
export const WithdrawalResponse = StrictObject({ success: Type.Literal(true), data: Withdrawal });
export type WithdrawalResponse = Static<typeof WithdrawalResponse>;
export const DecisionBody = StrictObject({
  status: Type.Union([Type.Literal('completed'), Type.Literal('rejected')]),
  /** Kept in the decision's audit row (a bulk reject sends one for all its rows). */
  reason: Type.Optional(Text(REASON_MAX, 'Reason')),
});
export type DecisionBody = Static<typeof DecisionBody>;

export const CryptoPayment = StrictObject({
  id: Type.Integer(),
  user_id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  amount: Money,
  currency: lit('USDT', 'ETH', 'BTC'),
  network: lit('TRON', 'BSC', 'POLYGON', 'ETH', 'AVALANCHE'),
  order_id: Type.String(),
  tx_hash: Nullable(Type.String()),
  payment_status: lit('pending', 'confirmed', 'failed'),
  payment_url: Nullable(Type.String()),
  created_at: Timestamp,
});
export type CryptoPayment = Static<typeof CryptoPayment>;
export type CryptoNetwork = CryptoPayment['network'];
export type CryptoPaymentStatus = CryptoPayment['payment_status'];
export const CryptoListResponse = StrictObject({
  success: Type.Literal(true),
  payments: Type.Array(CryptoPayment),
});
export type CryptoListResponse = Static<typeof CryptoListResponse>;
