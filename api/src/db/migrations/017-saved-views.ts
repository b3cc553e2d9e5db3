import type { Kysely } from 'kysely';

// Saved views (decision 031): a named URL query of one list, owned by an admin and
// private or shared with every admin. Schema builder only, the same on SQLite and PostgreSQL;
// times are ISO text and the flag a 0/1 integer like the other tables. Frozen (decision 026).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_views')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('admin_id', 'integer', (c) =>
      c.notNull().references('admins.id').onDelete('cascade'),
    )
    .addColumn('list_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // One name per admin and list; also the lookup of an admin's own views of a list.
    .addUniqueConstraint('saved_views_admin_list_name', ['admin_id', 'list_key', 'name'])
    .execute();
  // The shared views of a list, every admin's.
  await db.schema
    .createIndex('saved_views_list_shared')
    .on('saved_views')
    .columns(['list_key', 'shared'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_views').execute();
}
