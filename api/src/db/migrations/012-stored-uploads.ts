import type { Kysely } from 'kysely';

// Uploaded files kept in the database (decision 019), so every API instance on one PostgreSQL
// reads what any of them stored. On SQLite the file store is the default and these tables stay
// empty unless UPLOAD_STORE=db.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // "<uuid>.<ext>" once the upload is complete and checked; null while it is being written.
    .addColumn('name', 'text', (c) => c.unique())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    // Epoch milliseconds of the last write: the sweep leaves recent uploads alone.
    .addColumn('touched_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('stored_upload_chunks')
    .addColumn('upload_id', 'integer', (c) =>
      c.notNull().references('stored_uploads.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    // "blob" is rewritten to bytea on PostgreSQL (the dialect's migration plugin).
    .addColumn('data', 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_upload_chunks_pk', ['upload_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_upload_chunks').execute();
  await db.schema.dropTable('stored_uploads').execute();
}
