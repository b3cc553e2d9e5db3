import { type Kysely, sql } from 'kysely';

// The review queue (decision 055). Frozen (decision 026): plain schema, no live imports.
// - review_claims: an admin reviewing an item holds it for a few minutes so other admins'
//   queues skip it; one row per item, replaced when it expires. A courtesy, never a lock: no
//   decision reads it.
// - The queue reads each kind's pending rows oldest first: one index per kind, led by the
//   pending test (so SQLite, without statistics, prefers it to the lists' (status, id) index
//   and its sort) and then the queue's order. Partial (where the row waits), so a query for
//   other statuses is never planned on them; the queue's SQL writes the same predicates as
//   literals, which is what lets both databases use them.
// - The context's signals count other users paying to or from the same destination: an index
//   per destination column, with the user so the count reads the index alone.

const PENDING = "status = 'pending'";
const INDEXES: readonly (readonly [string, string, readonly string[], string | null])[] = [
  ['withdrawals_review_queue', 'withdrawals', ['status', 'created_at', 'id'], PENDING],
  [
    'wallet_tx_review_queue',
    'wallet_transactions',
    ['due', 'status', 'payment_date', 'id'],
    `due = 1 and ${PENDING}`,
  ],
  ['wallet_changes_review_queue', 'wallet_changes', ['status', 'requested_at', 'id'], PENDING],
  // What waits for another admin: first approvals by this one or by an approver it is linked to.
  ['withdrawals_review_first_approver', 'withdrawals', ['status', 'first_approved_by'], PENDING],
  ['withdrawals_by_upi_address', 'withdrawals', ['upi_address', 'user_id'], null],
  ['withdrawals_by_crypto_address', 'withdrawals', ['crypto_address', 'user_id'], null],
  ['wallet_tx_by_utr_number', 'wallet_transactions', ['utr_number', 'user_id'], null],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_claims')
    // 'withdrawal' | 'wallet_topup' | 'wallet_change', and that row's id.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_claims_pkey', ['kind', 'item_id'])
    .execute();
  // The live claims a queue skips.
  await db.schema
    .createIndex('review_claims_expires_at')
    .on('review_claims')
    .columns(['expires_at', 'admin_id'])
    .execute();
  for (const [name, table, columns, where] of INDEXES) {
    const index = db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns]);
    await (where === null ? index : index.where(sql.raw<boolean>(where))).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.dropTable('review_claims').execute();
}
