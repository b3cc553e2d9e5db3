import type { Kysely } from 'kysely';

// Rate-limit counters live in the database so that N API instances share one limit instead
// of allowing N times it (see plugins/rate-limit-store.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    // Epoch milliseconds when the window ends.
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_reset_at')
    .on('rate_limits')
    .column('reset_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
