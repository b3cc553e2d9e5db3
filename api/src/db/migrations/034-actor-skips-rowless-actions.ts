import { type Kysely, sql } from 'kysely';
import { isPostgres } from './frozen/dialect-name';
import { actorTrigger034 } from './frozen/034-actor-trigger';

// The actor trigger (migration 008) stamps an audited change's admin onto the newest event of
// the audited row, the one the change wrote. An audit row whose action changes no row of its
// entity (a review claim taken over, audited under its item; a wallet change asked for,
// rejected or cancelled, audited under its user) wrote no such event, so the trigger stamped
// an older one: the user's or backend's change then read as this admin's. Those actions are
// skipped. Frozen in ./frozen (decision 026).

async function run(db: Kysely<unknown>, phase: 'up' | 'down'): Promise<void> {
  for (const statement of actorTrigger034(isPostgres(db), phase)) {
    await sql.raw(statement).execute(db);
  }
}

export const up = (db: Kysely<unknown>) => run(db, 'up');
export const down = (db: Kysely<unknown>) => run(db, 'down');
