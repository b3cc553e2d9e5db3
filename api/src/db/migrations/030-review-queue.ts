import type { Kysely } from 'kysely';

// The review queue (decision 053). Frozen (decision 026): plain schema, no live imports.
// - review_claims: an admin reviewing an item holds it for a few minutes so other admins'
//   queues skip it; one row per item, replaced when it expires. A courtesy, never a lock: no
//   decision reads it.
// - The queue reads each kind's pending rows oldest first: one index per kind, on the pending
//   test and the queue's order.
// - The context's signals count other users paying to or from the same destination: an index
//   per destination column, with the user so the count reads the index alone.

const INDEXES: readonly (readonly [string, string, readonly string[]])[] = [
  ['withdrawals_review_queue', 'withdrawals', ['status', 'created_at', 'id']],
  ['wallet_tx_review_queue', 'wallet_transactions', ['due', 'status', 'payment_date', 'id']],
  ['wallet_changes_review_queue', 'wallet_changes', ['status', 'requested_at', 'id']],
  // What waits for another admin: first approvals by this one or by an approver it is linked to.
  ['withdrawals_review_first_approver', 'withdrawals', ['status', 'first_approved_by']],
  ['withdrawals_by_upi_address', 'withdrawals', ['upi_address', 'user_id']],
  ['withdrawals_by_crypto_address', 'withdrawals', ['crypto_address', 'user_id']],
  ['wallet_tx_by_utr_number', 'wallet_transactions', ['utr_number', 'user_id']],
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
  for (const [name, table, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.dropTable('review_claims').execute();
}
