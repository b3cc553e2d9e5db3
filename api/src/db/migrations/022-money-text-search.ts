import { type Kysely, sql } from 'kysely';
import { isPostgres } from './frozen/dialect-name';
import { moneyTextSearch022 } from './frozen/022-money-text-search';

// The money lists' searched text (wallet UTRs, crypto order ids and transaction hashes) gets a
// trigram index (FTS5 on SQLite, pg_trgm GIN on PostgreSQL), so a search that matches few of a
// million rows is an index lookup, not a scan (decision 028). Frozen in ./frozen (decision 026).

async function run(db: Kysely<unknown>, phase: 'create' | 'drop'): Promise<void> {
  for (const statement of moneyTextSearch022(isPostgres(db), phase)) {
    await sql.raw(statement).execute(db);
  }
}

export const up = (db: Kysely<unknown>) => run(db, 'create');
export const down = (db: Kysely<unknown>) => run(db, 'drop');
