import { type Kysely, sql } from 'kysely';
import { isPostgres } from './frozen/dialect-name';

// The content lists and Messages read through the list engine (decision 028, decision 039):
// one index per sort key on (key column, id), as migration 015 gave the money lists. Messages
// sort unread first, newest first by default, and by status: two columns computed by the
// database from read_at / handled_at (never written by the API), so each order is one index
// read in order. Frozen (decision 026): a later change to a list's sort keys is a new
// migration.

/** The inbox's computed columns: SQLite adds only virtual ones, PostgreSQL only stored ones. */
const COMPUTED: readonly (readonly [string, string])[] = [
  // '1' + date for an unread message, '0' + date for a read one: descending is unread first.
  ['inbox_order', "(case when read_at is null then '1' else '0' end) || created_at"],
  [
    'inbox_status',
    "case when handled_at is not null then 'handled' when read_at is not null then 'read' " +
      "else 'unread' end",
  ],
];

const SORT_INDEXES: Readonly<Record<string, readonly string[]>> = {
  contact_messages: ['inbox_order', 'inbox_status', 'name', 'created_at'],
  quizzes: ['question', 'correct_option'],
  videos: ['title'],
  banners: ['created_at'],
};

/** The index this replaces, as migration 005 created it. */
const SUPERSEDED = ['contact_messages_created_at', 'contact_messages', 'created_at'] as const;

const indexName = (table: string, column: string) => `${table}_by_${column}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const kind = isPostgres(db) ? 'stored' : 'virtual';
  for (const [column, expression] of COMPUTED) {
    await sql
      .raw(
        `alter table contact_messages add column ${column} text ` +
          `generated always as (${expression}) ${kind}`,
      )
      .execute(db);
  }
  for (const [table, columns] of Object.entries(SORT_INDEXES)) {
    for (const column of columns) {
      await db.schema
        .createIndex(indexName(table, column))
        .on(table)
        .columns([column, 'id'])
        .execute();
    }
  }
  await db.schema.dropIndex(SUPERSEDED[0]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const [name, table, column] = SUPERSEDED;
  await db.schema.createIndex(name).on(table).column(column).execute();
  for (const [t, columns] of Object.entries(SORT_INDEXES)) {
    for (const c of columns) await db.schema.dropIndex(indexName(t, c)).execute();
  }
  for (const [computed] of [...COMPUTED].reverse()) {
    await db.schema.alterTable('contact_messages').dropColumn(computed).execute();
  }
}
