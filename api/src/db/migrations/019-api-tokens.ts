import { type Kysely, sql } from 'kysely';

// API tokens for non-browser clients (decision 034): personal tokens (an admin's scripts, with
// a role no wider than theirs) and deploy tokens (one live per remote), in one table told apart
// by `kind`. Only the SHA-256 of a secret is stored. Frozen (decision 026).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hint', 'text', (c) => c.notNull())
    // Personal: the admin it acts as; deploy: the owner who made it.
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('role', 'text')
    .addColumn('remote', 'text')
    // Epoch milliseconds.
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('api_tokens_admin_id')
    .on('api_tokens')
    .columns(['admin_id', 'kind'])
    .execute();
  // One live deploy token per remote: a second create is a 409, not a silent extra secret.
  await db.schema
    .createIndex('api_tokens_live_deploy_remote')
    .on('api_tokens')
    .column('remote')
    .unique()
    .where(sql<boolean>`kind = 'deploy' and revoked_at is null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
