import type { Kysely } from 'kysely';

// The admins' contact inbox: when a message was first opened and when it was handled
// (null = not yet), and an index for the newest-first list.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('read_at', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('handled_at', 'text').execute();
  await db.schema
    .createIndex('contact_messages_created_at')
    .on('contact_messages')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contact_messages_created_at').execute();
  await db.schema.alterTable('contact_messages').dropColumn('handled_at').execute();
  await db.schema.alterTable('contact_messages').dropColumn('read_at').execute();
}
