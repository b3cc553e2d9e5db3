/**
 * `npm run start:scale`: the platform on PostgreSQL with two API instances, the `/api` proxy
 * of every app server spreading requests over both (server/src/api-upstreams.ts). PostgreSQL is a
 * throwaway cluster in a temp folder (api/scripts/postgres), removed on exit; set DATABASE_URL
 * to use your own server instead. Expects `npm run build` first (the npm script runs it).
 * METRICS_PORT is a base, one port per process (server/src/metrics-ports.ts).
 */
import path from 'node:path';
import { startCluster } from '../api/scripts/postgres/throwaway-cluster';
import { API_PORT, APPS, SERVE_APP_ARGS, type PlatformApp } from '../server/src/platform-apps';
import { apiMetricsOffset, appMetricsOffset, metricsPortEnv } from '../server/src/metrics-ports';
import { proxySecretForThisRun } from '../server/src/proxy-secret';
import { startService, stopAllOnExit, waitForUrl } from '../server/src/process-group';
import { waitForService } from '../server/src/wait-for-service';

const INSTANCES = Number(process.env.API_INSTANCES ?? 2);

async function databaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const cluster = await startCluster({ port: Number(process.env.PG_PORT) || undefined });
  // process-group exits the process on Ctrl-C; 'exit' handlers run synchronously, as stop does.
  process.on('exit', () => cluster.stop());
  console.log(`PostgreSQL (throwaway) at ${cluster.url}`);
  return cluster.url;
}

async function main() {
  proxySecretForThisRun();
  stopAllOnExit();
  const url = await databaseUrl();
  const ports = Array.from({ length: INSTANCES }, (_, i) => API_PORT + i);
  const apis = ports.map((port, i) =>
    startService(`api-${i + 1}`, process.execPath, [path.join('api', 'dist', 'server.js')], {
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      DATABASE_URL: url,
      PORT: String(port),
      TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
      ...metricsPortEnv(apiMetricsOffset(i + 1)),
    }),
  );
  // Every app server proxies /api to the instances in turn.
  process.env.API_URLS = ports.map((port) => `http://127.0.0.1:${port}`).join(',');
  const serve = (app: PlatformApp) =>
    startService(app.name, process.execPath, [...SERVE_APP_ARGS, app.name], {
      ...metricsPortEnv(appMetricsOffset(app)),
    });
  const remotes = APPS.filter((app) => app.role === 'remote');
  remotes.forEach(serve);
  // Migrating and seeding come before listening: no deadline while an instance lives.
  await Promise.all(
    ports.map((port, i) =>
      waitForService({
        label: `api-${i + 1}`,
        url: `http://127.0.0.1:${port}/readyz`,
        child: apis[i],
        hint: 'it migrates and seeds the database before it listens (SEED_USERS)',
      }),
    ),
  );
  await Promise.all(remotes.map((app) => waitForUrl(`http://127.0.0.1:${app.port}/`)));
  APPS.filter((app) => app.role === 'host').forEach(serve);
  await waitForUrl('http://127.0.0.1:3000/');
  console.log(`\nThe platform is running on PostgreSQL with ${INSTANCES} API instances:`);
  console.log('  Admin panel   http://localhost:3000/admin');
  console.log(`  API instances ${process.env.API_URLS}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
