import { type Kysely, sql } from 'kysely';

// A user's page lists every admin action on the user and their money. An audit row names the
// record it changed (entity, entity_id), which for a withdrawal or a wallet transaction is not
// the user: the row now carries the user it concerns, and (user_id, id) reads one user's trail
// newest first at any size. Rows written before this migration get it from the record they name
// (a deleted record leaves it null). No foreign key: the trail outlives a deleted user.
// Frozen (decision 026): plain SQL both dialects run, nothing of the live code.

/** The records whose audit rows concern a user, and where that user is found. */
const OWNED_BY_USER: readonly (readonly [entity: string, table: string])[] = [
  ['withdrawal', 'withdrawals'],
  ['wallet_transaction', 'wallet_transactions'],
  ['notification', 'notifications'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('user_id', 'integer').execute();
  await sql`update audit_log set user_id = entity_id where entity = 'user'`.execute(db);
  for (const [entity, table] of OWNED_BY_USER) {
    await sql`update audit_log set user_id =
      (select t.user_id from ${sql.table(table)} t where t.id = audit_log.entity_id)
      where entity = ${entity}`.execute(db);
  }
  await db.schema
    .createIndex('audit_log_user_order')
    .on('audit_log')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_user_order').execute();
  await db.schema.alterTable('audit_log').dropColumn('user_id').execute();
}
