import type { Role } from '@rewards/contract';
import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  AdminFactorResetsTable,
  AdminPasskeysTable,
  AdminRecoveryCodesTable,
  AdminTotpFactorsTable,
  ApiTokensTable,
  ChangeEventsTable,
  RateLimitsTable,
  RemoteDeploymentsTable,
  RemoteFailuresTable,
  WebauthnChallengesTable,
} from './schema-platform';
import type { StoredUploadChunksTable, StoredUploadsTable } from './schema-uploads';
import type {
  BannersTable,
  ContactMessagesTable,
  NotificationsTable,
  QuizCompletionsTable,
  QuizzesTable,
  UpiSettingsTable,
  VideosTable,
} from './schema-content';
import type {
  CryptoPaymentsTable,
  ReviewClaimsTable,
  WalletChangesTable,
  WalletTransactionsTable,
  WithdrawalsTable,
} from './schema-money';

// The tables of the money lists and of the content screens live in schema-money.ts and
// schema-content.ts; they are exported from here too, the one import of every table.
export type * from './schema-content';
export type * from './schema-money';

// Row types as stored. Booleans are 0/1 integers and money is integer minor units
// (paise/cents) so nothing is ever rounded through a float; routes convert at the edge.
// Timestamps are ISO 8601 UTC text (sortable as strings); session expiries are epoch ms.

export type UserStatus = 'ok' | 'pause' | 'block';

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
  /** Epoch ms of the admin's last second-factor check in this session (migration 030). */
  factor_checked_at: number | null;
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
  review_claims: ReviewClaimsTable;
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
  admin_totp_factors: AdminTotpFactorsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_passkeys: AdminPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  admin_factor_resets: AdminFactorResetsTable;
  saved_views: SavedViewsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
