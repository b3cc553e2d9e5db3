import type { EventAction, EventEntity } from '@rewards/contract';
import type { Generated } from 'kysely';

// The platform's own tables: rate limits, the live-updates outbox and the remotes' failure
// and deploy logs. Apart from schema.ts (the product's data), which is long enough already.

/** One fixed window per rate-limited route and client IP. */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch ms when the window ends. */
  reset_at: number;
}

/**
 * The outbox of live updates (migration 008, decision 015): one row per changed row of a
 * tracked table, written by database triggers in the changing transaction.
 */
export interface ChangeEventsTable {
  id: Generated<number>;
  entity: EventEntity;
  action: EventAction;
  entity_id: number;
  user_id: number | null;
  status: string | null;
  /** Set by the audit trigger when an admin made the change through the API. */
  admin_id: number | null;
  /** Epoch ms, the database's clock at the change. */
  at: number;
}

/** A failure of a remote in an admin's browser (decision 017); no personal data. */
export interface RemoteFailuresTable {
  id: Generated<number>;
  remote: string;
  version: string;
  module: string;
  code: string;
  route: string;
  count: number;
  admin_id: number | null;
  /** Epoch ms. */
  created_at: number;
}

/** One deploy or rollback of a remote (scripts/deploy/), newest last. */
export interface RemoteDeploymentsTable {
  id: Generated<number>;
  remote: string;
  version: string;
  manifest_url: string;
  action: 'deploy' | 'rollback';
  previous_version: string | null;
  /** Who ran it: the operator's name from the deploy machine. */
  deployed_by: string;
  /** Epoch ms. */
  deployed_at: number;
}

/** Personal and deploy API tokens (decision 034); only the secret's SHA-256 is kept. */
export interface ApiTokensTable {
  id: Generated<number>;
  kind: 'personal' | 'deploy';
  name: string;
  token_hash: string;
  /** The secret's last 4 characters, for lists. */
  hint: string;
  /** Personal: the admin it acts as; deploy: the owner who made it. */
  admin_id: number;
  /** Personal tokens: the role they act with (never wider than the admin's). */
  role: string | null;
  /** Deploy tokens: the one remote they may record deploys of. */
  remote: string | null;
  /** Epoch ms, like every timestamp below. */
  created_at: number;
  expires_at: number | null;
  last_used_at: number | null;
  revoked_at: number | null;
}

/** An admin's authenticator-app secret (migration 030); timestamps are epoch ms. */
export interface AdminTotpFactorsTable {
  admin_id: number;
  secret: string;
  created_at: number;
  /** Null until the admin confirmed the secret with a first code. */
  confirmed_at: number | null;
  /** The last accepted 30-second step: codes of it and earlier steps are refused. */
  last_used_step: number | null;
}

/** Single-use recovery codes; only their SHA-256 is kept. */
export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

/** A passkey (WebAuthn credential) of an admin (migration 031); timestamps are epoch ms. */
export interface AdminPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  admin_id: number;
  name: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of transports, or null. */
  transports: string | null;
  created_at: number;
  last_used_at: number | null;
}

/** A WebAuthn challenge handed out and not yet used (single use, short-lived). */
export interface WebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'check' | 'sign-in';
  admin_id: number | null;
  expires_at: number;
}

/** An owner's reset of another admin's second factors; waits for a second owner when the
 * two-person rule is on (WITHDRAWAL_SECOND_APPROVAL_ABOVE > 0). Times are ISO strings. */
export interface AdminFactorResetsTable {
  id: Generated<number>;
  admin_id: number;
  status: 'pending' | 'applied' | 'rejected' | 'cancelled';
  requested_by: number;
  requested_at: string;
  decided_by: number | null;
  decided_at: string | null;
}
