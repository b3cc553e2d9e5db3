import { sql } from 'kysely';
import { startCluster } from '../../scripts/postgres/throwaway-cluster';
import { openDatabase } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';

/** Every test database is a copy of this one, migrated once here instead of once per app. */
export const TEMPLATE_DATABASE = 'api_template';

// Runs in jest's main process before the workers start, so they inherit API_TEST_PG_URL.
// fsync off: the cluster is thrown away, and a killed process still loses nothing.
export default async function globalSetup(): Promise<void> {
  // PG_PORT pins the port (a shared machine may reserve a range); else any free one.
  const cluster = await startCluster({
    durable: false,
    port: Number(process.env.PG_PORT) || undefined,
  });
  process.env.API_TEST_PG_URL = cluster.url;
  process.env.API_TEST_PG_DIR = cluster.dir;
  const server = openDatabase(cluster.url);
  try {
    await sql.raw(`create database ${TEMPLATE_DATABASE}`).execute(server);
  } finally {
    await server.destroy();
  }
  const url = new URL(cluster.url);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const template = openDatabase(url.toString());
  try {
    await migrateToLatest(template);
  } finally {
    await template.destroy();
  }
}
