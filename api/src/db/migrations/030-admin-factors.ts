import { type Kysely } from 'kysely';

// Second factors of admin sign-in: one authenticator-app (TOTP) secret per admin, its ten
// single-use recovery codes (only their SHA-256 is kept) and, per session, when its admin last
// proved the factor (the fresh check before large decisions). Frozen (decision 026).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_totp_factors')
    .addColumn('admin_id', 'integer', (c) => c.primaryKey().references('admins.id'))
    // Base32, as authenticator apps read it; the server must know it to check a code.
    .addColumn('secret', 'text', (c) => c.notNull())
    // Epoch milliseconds; null while the admin has not confirmed it with a first code.
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    // The last 30-second step whose code was accepted: a code is never accepted twice.
    .addColumn('last_used_step', 'bigint')
    .execute();
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('admin_recovery_codes_admin_id')
    .on('admin_recovery_codes')
    .column('admin_id')
    .execute();
  await db.schema.alterTable('admin_sessions').addColumn('factor_checked_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_sessions').dropColumn('factor_checked_at').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.dropTable('admin_totp_factors').execute();
}
