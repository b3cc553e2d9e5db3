import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<unknown> on purpose: they must keep working after the app's
// Database type moves on.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) =>
      c.notNull().references('admins.id').onDelete('cascade'),
    )
    // Epoch milliseconds: past 32 bits, so bigint (SQLite stores it as the same INTEGER).
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('idle_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_sessions_admin_id')
    .on('admin_sessions')
    .column('admin_id')
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('dob', 'text')
    .addColumn('country_code', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('gender', 'text')
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coin_minor', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`coin_minor >= 0`),
    )
    .addColumn('business_plan', 'text')
    .addColumn('payment_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('day_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trust', 'integer', (c) => c.notNull().defaultTo(0))
    // A referral points at the referrer's code; deleting the referrer unlinks it.
    .addColumn('under_ref', 'text', (c) =>
      c.references('users.reference_code').onDelete('set null'),
    )
    .addColumn('reference_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reference_code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ok')
        .check(sql`status in ('ok','pause','block')`),
    )
    .addColumn('pause_start', 'text')
    .addColumn('block_date', 'text')
    .execute();
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();
  await db.schema.createIndex('users_under_ref').on('users').column('under_ref').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_log', 'users', 'admin_sessions', 'admins']) {
    await db.schema.dropTable(table).execute();
  }
}
