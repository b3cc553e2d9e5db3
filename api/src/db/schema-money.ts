import type { Generated } from 'kysely';

// The money tables: wallet transactions, withdrawals, wallet changes and crypto payments. Apart
// from schema.ts (users, admins, the audit log and the Database map), as the platform's and
// the uploads' tables are. Money is integer minor units (paise/cents).

export type WalletMethod = 'UPI' | 'SCANNER' | 'CRYPTO';
export type WalletStatus = 'pending' | 'completed';
export type WithdrawalMethod = 'upi' | 'crypto' | 'bank' | 'other';
export type WithdrawalStatus = 'pending' | 'completed' | 'rejected';
export type CryptoCurrency = 'USDT' | 'ETH' | 'BTC';
export type CryptoNetwork = 'TRON' | 'BSC' | 'POLYGON' | 'ETH' | 'AVALANCHE';
export type CryptoStatus = 'pending' | 'confirmed' | 'failed';

export interface WalletTransactionsTable {
  id: Generated<number>;
  user_id: number;
  amount_minor: number;
  method: WalletMethod;
  utr_number: string;
  due: number;
  payment_date: string;
  status: WalletStatus;
  screenshot_file: string | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  amount_minor: number;
  message: string | null;
  method: WithdrawalMethod;
  status: WithdrawalStatus;
  created_at: string;
  decided_at: string | null;
  upi_address: string | null;
  crypto_address: string | null;
  crypto_network: string | null;
  bank_holder_name: string | null;
  bank_name: string | null;
  ifsc_code: string | null;
  /** Set on a large withdrawal's first approval; it then awaits a second admin. */
  first_approved_by: number | null;
  first_approved_at: string | null;
  decided_by: number | null;
}

export type WalletChangeStatus = 'pending' | 'approved' | 'rejected' | 'applied' | 'cancelled';

/** Decision 035: a wallet change, applied at once or awaiting a second admin. */
export interface WalletChangesTable {
  id: Generated<number>;
  user_id: number;
  from_minor: number;
  to_minor: number;
  status: WalletChangeStatus;
  requested_by: number;
  requested_at: string;
  decided_by: number | null;
  decided_at: string | null;
}

export interface CryptoPaymentsTable {
  id: Generated<number>;
  user_id: number;
  amount_minor: number;
  currency: CryptoCurrency;
  network: CryptoNetwork;
  order_id: string;
  tx_hash: string | null;
  payment_status: CryptoStatus;
  payment_url: string | null;
  created_at: string;
}

/** The review queue's claims (migration 032, decision 055): who is reviewing an item, until when. */
export interface ReviewClaimsTable {
  kind: 'withdrawal' | 'wallet_topup' | 'wallet_change';
  item_id: number;
  admin_id: number;
  claimed_at: string;
  expires_at: string;
}
