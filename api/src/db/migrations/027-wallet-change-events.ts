import { type Kysely, sql } from 'kysely';
import { isPostgres } from './frozen/dialect-name';
import { walletChangeTriggers027 } from './frozen/027-wallet-change-triggers';

// Wallet changes (decision 035) become live events like every tracked table (decision 015): a
// new request or a rejection changes no user row, yet other admins' pending lists must follow.
// The row names its own admin (audited under its user, no audit row stamps it), so the tab
// that made the change can skip its event (decision 037). Frozen in ./frozen (decision 026).

async function run(db: Kysely<unknown>, phase: 'create' | 'drop'): Promise<void> {
  for (const statement of walletChangeTriggers027(isPostgres(db), phase)) {
    await sql.raw(statement).execute(db);
  }
}

export const up = (db: Kysely<unknown>) => run(db, 'create');
export const down = (db: Kysely<unknown>) => run(db, 'drop');
