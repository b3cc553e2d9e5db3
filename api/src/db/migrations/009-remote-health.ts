import type { Kysely } from 'kysely';

// Independent deploys (decision 017): the remote failures admins' browsers report, and every
// deploy and rollback of a remote, which the platform health view reads.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('admin_id', 'integer')
    // Epoch milliseconds.
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('remote_failures_remote_created_at')
    .on('remote_failures')
    .columns(['remote', 'created_at'])
    .execute();
  await db.schema
    .createTable('remote_deployments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('manifest_url', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('previous_version', 'text')
    .addColumn('deployed_by', 'text', (c) => c.notNull())
    // Epoch milliseconds.
    .addColumn('deployed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('remote_deployments_remote_id')
    .on('remote_deployments')
    .columns(['remote', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_deployments').execute();
  await db.schema.dropTable('remote_failures').execute();
}
