import { type Kysely, sql } from 'kysely';
import { isPostgres } from './frozen/dialect-name';
import { reviewClaimTriggers033 } from './frozen/033-review-claim-triggers';

// Review claims (decision 055) become live events like every tracked table (decision 015):
// a claim, a renewal, a release or a takeover changes no money row, yet other admins' review
// queues must skip the claimed item at once and offer a released one again. The event names
// the item (id, and its kind as the status) and the holder. Frozen in ./frozen (decision 026).

async function run(db: Kysely<unknown>, phase: 'create' | 'drop'): Promise<void> {
  for (const statement of reviewClaimTriggers033(isPostgres(db), phase)) {
    await sql.raw(statement).execute(db);
  }
}

export const up = (db: Kysely<unknown>) => run(db, 'create');
export const down = (db: Kysely<unknown>) => run(db, 'drop');
