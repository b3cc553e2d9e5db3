/**
 * `npm start` and the production start (`npm run start:prod`, README "Running in production"):
 * runs the built API and serves the built shell and remotes, each on its own port as in
 * production (every remote is its own deployable), all compiled JavaScript on plain node.
 * Expects `npm run build` first. With METRICS_PORT=<n>, the API serves its metrics on n and
 * the app servers on n+1 (shell) to n+5, in the order of platform-apps.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseAppOrigins } from '@rewards/http-edge';
import {
  API_PORT,
  APPS,
  ROOT_DIR,
  SERVE_APP,
  SERVE_APP_ARGS,
  type PlatformApp,
} from './platform-apps';
import { proxySecretForThisRun } from './proxy-secret';
import { startService, stopAllOnExit } from './process-group';
import { waitForService } from './wait-for-service';

/**
 * The shell's origins (`APP_ORIGINS`): the API takes writes only from them and the remotes
 * answer CORS only for them. Read here, not in platform-apps.ts, which tsx scripts load without
 * the HTTP edge's source condition; a bad value stops the start before anything runs.
 */
const APP_ORIGINS = parseAppOrigins(process.env.APP_ORIGINS).join(',');

function assertBuilt() {
  const missing = [
    path.join(ROOT_DIR, 'api', 'dist', 'server.js'),
    SERVE_APP,
    ...APPS.map((app) => path.join(app.dir, 'dist', 'index.html')),
  ].filter((file) => !fs.existsSync(file));
  if (missing.length) {
    console.error(
      `Not built yet (missing ${missing.map((f) => path.relative(ROOT_DIR, f)).join(', ')}). Run: npm run build`,
    );
    process.exit(1);
  }
}

/** Tests start from an empty database (seeded on first start) when RESET_DATA_DIR=true. */
function resetDataDirIfAsked() {
  const dataDir = process.env.DATA_DIR;
  if (process.env.RESET_DATA_DIR !== 'true' || !dataDir) return;
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`Reset data dir ${dataDir}`);
}

/** METRICS_PORT for the API (base) and each app server (base + 1 + its index), or none. */
function metricsPortOf(index: number): NodeJS.ProcessEnv {
  const base = Number(process.env.METRICS_PORT ?? 0);
  return base > 0 ? { METRICS_PORT: String(base + index) } : {};
}

async function main() {
  proxySecretForThisRun();
  assertBuilt();
  stopAllOnExit();
  resetDataDirIfAsked();
  const api = startService('api', process.execPath, [path.join('api', 'dist', 'server.js')], {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // The shell proxies /api and sends X-Forwarded-For, which the login limit needs; on
    // loopback the API believes it only with the proxy's secret (proxySecretForThisRun).
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    // Writes only from the shell's origins (docs/security.md#csrf).
    APP_ORIGINS,
    ...metricsPortOf(0),
  });
  const serve = (app: PlatformApp) =>
    startService(app.name, process.execPath, [...SERVE_APP_ARGS, app.name], {
      APP_ORIGINS,
      ...metricsPortOf(1 + APPS.indexOf(app)),
    });
  // A static server is up in seconds: a minute means something is wrong.
  const whenUp = (app: PlatformApp, child: ReturnType<typeof serve>) =>
    waitForService({
      label: app.name,
      url: `http://127.0.0.1:${app.port}/healthz`,
      child,
      timeoutMs: 60_000,
    });

  // The shell starts last, so once it answers the whole platform is up.
  const remotes = APPS.filter((app) => app.role === 'remote').map((app) => ({
    app,
    child: serve(app),
  }));
  // The API migrates and seeds its database before it listens: no deadline while it runs
  // (minutes with SEED_USERS=1000000), and its exit ends the start at once.
  await waitForService({
    label: 'api',
    url: `http://127.0.0.1:${API_PORT}/healthz`,
    child: api,
    hint: 'it migrates and seeds the database before it listens (SEED_USERS)',
  });
  await Promise.all(remotes.map(({ app, child }) => whenUp(app, child)));
  for (const app of APPS.filter((candidate) => candidate.role === 'host'))
    await whenUp(app, serve(app));
  console.log('\nThe platform is running:');
  console.log('  Admin panel   http://localhost:3000/admin');
  console.log('  Public site   http://localhost:3000/');
  console.log(`  API docs      http://localhost:${API_PORT}/api/docs\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
