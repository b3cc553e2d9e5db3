import type { Kysely } from 'kysely';

// Roles per admin account, account lifecycle (disable, one-time password, lockout),
// session details for the "my sessions" list, two-person withdrawals and the audit log's IP.
// Schema builder only, no dialect-specific SQL; times are ISO text like the other tables.
// Existing admins become owners: before this migration the one admin could do everything.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
  await db.schema.alterTable('admins').addColumn('disabled_at', 'text').execute();
  await db.schema
    .alterTable('admins')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('admins')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('admins').addColumn('locked_until', 'text').execute();

  await db.schema.alterTable('admin_sessions').addColumn('ip', 'text').execute();
  await db.schema.alterTable('admin_sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('admin_sessions').addColumn('last_seen_at', 'text').execute();

  // A pending withdrawal with a first approver awaits the second (status stays 'pending', so
  // the status check constraint of 002 needs no rebuild).
  await db.schema
    .alterTable('withdrawals')
    .addColumn('first_approved_by', 'integer', (c) => c.references('admins.id'))
    .execute();
  await db.schema.alterTable('withdrawals').addColumn('first_approved_at', 'text').execute();
  await db.schema
    .alterTable('withdrawals')
    .addColumn('decided_by', 'integer', (c) => c.references('admins.id'))
    .execute();

  await db.schema.alterTable('audit_log').addColumn('ip', 'text').execute();
  // Keyset paging of the audit screen walks id descending, filtered by admin or entity.
  await db.schema
    .createIndex('audit_log_admin_id')
    .on('audit_log')
    .columns(['admin_id', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('audit_log_action')
    .on('audit_log')
    .columns(['action', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['audit_log_action', 'audit_log_entity', 'audit_log_admin_id']) {
    await db.schema.dropIndex(index).execute();
  }
  // SQLite cannot drop a column with a foreign key (first_approved_by, decided_by): they stay,
  // unused and null, which the older code ignores.
  const columns: [string, string[]][] = [
    ['audit_log', ['ip']],
    ['withdrawals', ['first_approved_at']],
    ['admin_sessions', ['last_seen_at', 'user_agent', 'ip']],
    ['admins', ['locked_until', 'failed_logins', 'must_change_password', 'disabled_at', 'role']],
  ];
  for (const [table, names] of columns) {
    for (const name of names) await db.schema.alterTable(table).dropColumn(name).execute();
  }
}
