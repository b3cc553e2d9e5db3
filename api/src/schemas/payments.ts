import { Type } from '@sinclair/typebox';
import { Money, Nullable, StrictObject, StringEnum, Timestamp } from './common';

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
export const WalletListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(WalletTransaction),
});
export const WalletTxResponse = StrictObject({
  success: Type.Literal(true),
  data: WalletTransaction,
});
export const DueBody = StrictObject({ due: Type.Boolean() });

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
});
export const WithdrawalListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(Withdrawal),
});
export const WithdrawalResponse = StrictObject({ success: Type.Literal(true), data: Withdrawal });
export const DecisionBody = StrictObject({
  status: Type.Union([Type.Literal('completed'), Type.Literal('rejected')]),
});

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
export const CryptoListResponse = StrictObject({
  success: Type.Literal(true),
  payments: Type.Array(CryptoPayment),
});
