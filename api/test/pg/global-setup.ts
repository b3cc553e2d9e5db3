import { startCluster } from '../../../scripts/postgres/throwaway-cluster';

// Runs in jest's main process before the workers start, so they inherit API_TEST_PG_URL.
// fsync off: the cluster is thrown away, and a killed process still loses nothing.
export default async function globalSetup(): Promise<void> {
  const cluster = await startCluster({ durable: false });
  process.env.API_TEST_PG_URL = cluster.url;
  process.env.API_TEST_PG_DIR = cluster.dir;
}
