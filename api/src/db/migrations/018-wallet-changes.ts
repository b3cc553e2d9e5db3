import type { Kysely } from 'kysely';

// Decision 035: wallet changes under the two-person rule. A change above the withdrawals'
// threshold, or one that takes a user's single-admin changes in the window above it, waits
// here for a second admin. Single-admin changes are recorded too ('applied'): they are what
// the cumulative threshold adds up. Frozen (decision 026): plain schema, no live imports.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Minor units, as users.coin_minor: the balance when requested, and the one asked for.
    .addColumn('from_minor', 'integer', (c) => c.notNull())
    .addColumn('to_minor', 'integer', (c) => c.notNull())
    // 'pending' | 'approved' | 'rejected' | 'applied' (no second approval was needed).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('admins.id'))
    .addColumn('decided_at', 'text')
    .execute();
  // The approvers' screen: pending changes, oldest first.
  await db.schema
    .createIndex('wallet_changes_status_id')
    .on('wallet_changes')
    .columns(['status', 'id'])
    .execute();
  // The cumulative threshold: one user's changes in the window.
  await db.schema
    .createIndex('wallet_changes_user_requested_at')
    .on('wallet_changes')
    .columns(['user_id', 'requested_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_changes').execute();
}
