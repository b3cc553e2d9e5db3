import { type Kysely, sql } from 'kysely';

// Content the admin manages (quizzes, videos, banners, notifications, UPI settings) and
// what the public site sends in (contact messages).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quizzes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('option_a', 'text', (c) => c.notNull())
    .addColumn('option_b', 'text', (c) => c.notNull())
    .addColumn('option_c', 'text', (c) => c.notNull())
    .addColumn('option_d', 'text', (c) => c.notNull())
    .addColumn('correct_option', 'text', (c) =>
      c.notNull().check(sql`correct_option in ('A','B','C','D')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Completions outlive a deleted quiz (they still count for the day) but not a deleted user.
  await db.schema
    .createTable('quiz_completions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quiz_id', 'integer', (c) => c.references('quizzes.id').onDelete('set null'))
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quiz_completions_completed_at')
    .on('quiz_completions')
    .column('completed_at')
    .execute();
  await db.schema
    .createIndex('quiz_completions_user_id')
    .on('quiz_completions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('videos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_id')
    .on('notifications')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('upi_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('upi_id', 'text')
    .addColumn('qr_code', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'contact_messages',
    'upi_settings',
    'notifications',
    'banners',
    'videos',
    'quiz_completions',
    'quizzes',
  ];
  for (const table of tables) {
    await db.schema.dropTable(table).execute();
  }
}
