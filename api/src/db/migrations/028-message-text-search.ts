import { type Kysely, sql } from 'kysely';
import { isPostgres } from './frozen/dialect-name';
import { messageTextSearch028 } from './frozen/028-message-text-search';

// The Messages list's search (sender name, email, text) gets the money lists' trigram index
// (migration 022: FTS5 on SQLite, pg_trgm GIN on PostgreSQL): a rare match read every message
// by LIKE. Frozen in ./frozen (decision 026).

async function run(db: Kysely<unknown>, phase: 'create' | 'drop'): Promise<void> {
  for (const statement of messageTextSearch028(isPostgres(db), phase)) {
    await sql.raw(statement).execute(db);
  }
}

export const up = (db: Kysely<unknown>) => run(db, 'create');
export const down = (db: Kysely<unknown>) => run(db, 'drop');
