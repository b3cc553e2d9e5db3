import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Whether a migration runs on PostgreSQL, from Kysely alone: a migration reads nothing of the
 * live code (decision 026), not even the dialect module, whose SQL may change.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const isPostgres = (db: Kysely<any>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;
