import { PostgresAdapter } from 'kysely';
import { postgresDialect } from './postgres';
import { sqliteDialect } from './sqlite';
import type { AnyDb, SqlDialect } from './types';

export type { AnyDb, SqlDialect } from './types';

/** The dialect-specific SQL for whichever database this Kysely (or transaction) talks to. */
export function dialectOf(db: AnyDb): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresDialect : sqliteDialect;
}
