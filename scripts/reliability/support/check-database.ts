/**
 * The database a check's own API runs on: SQLite in its data folder, or PostgreSQL in a
 * throwaway cluster (the one helper the api-pg tests and the benchmarks use: no Docker, and
 * as root the server runs as the `postgres` user). `env` goes to both the seed CLI and the
 * API process, so they open the same database.
 */
import { startCluster } from '../../../api/scripts/postgres/throwaway-cluster';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface CheckDatabase {
  /** DATABASE_URL set (PostgreSQL) or emptied (SQLite: a caller's own must not leak in). */
  env: Record<string, string>;
  /** Removes the cluster; nothing for SQLite (its file goes with the data folder). */
  stop(): void;
}

export async function openCheckDatabase(kind: DatabaseKind): Promise<CheckDatabase> {
  if (kind === 'sqlite') return { env: { DATABASE_URL: '' }, stop: () => undefined };
  // fsync off: the cluster is thrown away after the check, and seeding is most of its time.
  const cluster = await startCluster({ durable: false });
  return { env: { DATABASE_URL: cluster.url }, stop: () => cluster.stop() };
}
