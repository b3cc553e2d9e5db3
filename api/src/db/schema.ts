import type { Role } from '@rewards/contract';
import type { Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type {
  ApiTokensTable,
  ChangeEventsTable,
  RateLimitsTable,
  RemoteDeploymentsTable,
  RemoteFailuresTable,
} from './schema-platform';
import type { StoredUploadChunksTable, StoredUploadsTable } from './schema-uploads';

// Row types as stored. Booleans are 0/1 integers and money is integer minor units
// (paise/cents) so nothing is ever rounded through a float; routes convert at the edge.
// Timestamps are ISO 8601 UTC text (sortable as strings); session expiries are epoch ms.

export type UserStatus = 'ok' | 'pause' | 'block';
export type WalletMethod = 'UPI' | 'SCANNER' | 'CRYPTO';
export type WalletStatus = 'pending' | 'completed';
export type WithdrawalMethod = 'upi' | 'crypto' | 'bank' | 'other';
export type WithdrawalStatus = 'pending' | 'completed' | 'rejected';
export type CryptoCurrency = 'USDT' | 'ETH' | 'BTC';
export type CryptoNetwork = 'TRON' | 'BSC' | 'POLYGON' | 'ETH' | 'AVALANCHE';
export type CryptoStatus = 'pending' | 'confirmed' | 'failed';
export type QuizOption = 'A' | 'B' | 'C' | 'D';

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  role: Generated<Role>;
  disabled_at: string | null;
  /** 1 after an owner set a one-time password: the admin must choose their own first. */
  must_change_password: Generated<number>;
  /** Failed sign-ins in a row; reset by a successful one. */
  failed_logins: Generated<number>;
  locked_until: string | null;
}

export interface AdminSessionsTable {
  token_hash: string;
  admin_id: number;
  created_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
  ip: string | null;
  user_agent: string | null;
  last_seen_at: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  dob: string | null;
  country_code: string | null;
  phone_number: string | null;
  gender: string | null;
  verified: number;
  coin_minor: number;
  business_plan: string | null;
  payment_status: number;
  day_count: number;
  trust: number;
  under_ref: string | null;
  reference_count: number;
  reference_code: string;
  created_at: string;
  status: UserStatus;
  pause_start: string | null;
  block_date: string | null;
}

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

export type WalletChangeStatus = 'pending' | 'approved' | 'rejected' | 'applied';

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

export interface QuizzesTable {
  id: Generated<number>;
  question: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_option: QuizOption;
  created_at: string;
}

export interface QuizCompletionsTable {
  id: Generated<number>;
  user_id: number;
  quiz_id: number | null;
  completed_at: string;
}

export interface VideosTable {
  id: Generated<number>;
  title: string;
  video_url: string;
  /** Set when the video was uploaded (video_url then points at /api/uploads/<file>). */
  file_name: string | null;
  created_at: string;
}

export interface BannersTable {
  id: Generated<number>;
  file_name: string;
  created_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  message: string;
  created_at: string;
}

export interface UpiSettingsTable {
  /** Always 1: a single-row table. */
  id: number;
  upi_id: string | null;
  qr_code: string | null;
  updated_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  created_at: string;
  read_at: string | null;
  handled_at: string | null;
  /** Computed by the database (migration 025): the inbox's unread-first order. */
  inbox_order: GeneratedAlways<string>;
  /** Computed by the database (migration 025): 'unread', 'read' or 'handled'. */
  inbox_status: GeneratedAlways<string>;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  before_json: string | null;
  after_json: string | null;
  at: string;
  ip: string | null;
  /** The app user the change concerns (a user action, their withdrawal...); migration 021. */
  user_id: number | null;
}

/** A named URL query of one list (migration 017, decision 031). */
export interface SavedViewsTable {
  id: Generated<number>;
  admin_id: number;
  list_key: string;
  name: string;
  query: string;
  /** 1: every admin sees it; 0: its owner only. */
  shared: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface Database {
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  users: UsersTable;
  wallet_transactions: WalletTransactionsTable;
  withdrawals: WithdrawalsTable;
  wallet_changes: WalletChangesTable;
  crypto_payments: CryptoPaymentsTable;
  quizzes: QuizzesTable;
  quiz_completions: QuizCompletionsTable;
  videos: VideosTable;
  banners: BannersTable;
  notifications: NotificationsTable;
  upi_settings: UpiSettingsTable;
  contact_messages: ContactMessagesTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  change_events: ChangeEventsTable;
  remote_failures: RemoteFailuresTable;
  remote_deployments: RemoteDeploymentsTable;
  stored_uploads: StoredUploadsTable;
  stored_upload_chunks: StoredUploadChunksTable;
  api_tokens: ApiTokensTable;
  saved_views: SavedViewsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
