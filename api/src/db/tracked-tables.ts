import type { AuditAction, EventEntity } from '@rewards/contract';

/**
 * The tables whose row changes the database triggers write into `change_events` (migration
 * 008), by the entity name of their event types. `userId` and `status` are SQL expressions
 * over the changed row, `row` being the trigger's `new`/`old` (SQLite) or record (PostgreSQL):
 * small facts a screen needs to decide what to refetch, never personal data.
 */
export interface TrackedTable {
  entity: EventEntity;
  table: string;
  /** The column the event's `entity_id` is read from, when the table's key is not `id`. */
  idColumn?: string;
  userId: ((row: string) => string) | null;
  status: ((row: string) => string) | null;
  /**
   * The admin a row names itself (created or updated; a deleted row names none), for a table
   * whose changes no audit row of its own stamps (decision 035's wallet changes, audited under
   * their user). Without it the actor trigger stamps the admin from the audit row.
   */
  adminId?: (row: string) => string;
}

const column =
  (name: string) =>
  (row: string): string =>
    `${row}.${name}`;

export const TRACKED_TABLES: readonly TrackedTable[] = [
  { entity: 'user', table: 'users', userId: column('id'), status: column('status') },
  {
    entity: 'wallet_transaction',
    table: 'wallet_transactions',
    userId: column('user_id'),
    status: column('status'),
  },
  {
    entity: 'withdrawal',
    table: 'withdrawals',
    userId: column('user_id'),
    status: column('status'),
  },
  {
    entity: 'crypto_payment',
    table: 'crypto_payments',
    userId: column('user_id'),
    status: column('payment_status'),
  },
  {
    entity: 'contact_message',
    table: 'contact_messages',
    userId: null,
    status: (row) =>
      `case when ${row}.handled_at is not null then 'handled' ` +
      `when ${row}.read_at is not null then 'read' else 'unread' end`,
  },
  { entity: 'banner', table: 'banners', userId: null, status: null },
  { entity: 'quiz', table: 'quizzes', userId: null, status: null },
  { entity: 'video', table: 'videos', userId: null, status: null },
  { entity: 'notification', table: 'notifications', userId: column('user_id'), status: null },
  { entity: 'upi_settings', table: 'upi_settings', userId: null, status: null },
  {
    entity: 'wallet_change',
    table: 'wallet_changes',
    userId: column('user_id'),
    status: column('status'),
    adminId: (row) => `coalesce(${row}.decided_by, ${row}.requested_by)`,
  },
  {
    // Decision 055: other admins' review queues skip a claimed item and offer it again once
    // released; the event names the item (id and kind) and the admin holding it.
    entity: 'review_claim',
    table: 'review_claims',
    idColumn: 'item_id',
    userId: null,
    status: column('kind'),
    adminId: column('admin_id'),
  },
];

/**
 * Audit actions that change no row of their entity (a claim taken over, audited under its item;
 * a wallet change asked for, rejected or cancelled, audited under its user). They wrote no
 * event of that row, so the actor trigger, which stamps the audit row's admin onto the row's
 * newest event, leaves them out: that event is an older change, someone else's (migration 034).
 */
export const ROWLESS_AUDIT_ACTIONS: readonly AuditAction[] = [
  'review.claim_takeover',
  'wallet_change.request',
  'wallet_change.reject',
  'wallet_change.cancel',
];

/** The actions above as an SQL list, for the triggers' `not in`. */
export const rowlessActionsSql = (): string =>
  ROWLESS_AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ');
