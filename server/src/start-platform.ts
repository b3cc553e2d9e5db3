/**
 * `npm start` and the production start (`npm run start:prod`, README "Running in production"):
 * runs the built API and serves the built shell and remotes, each on its own port as in
 * production (every remote is its own deployable), all compiled JavaScript on plain node.
 * Expects `npm run build` first. With METRICS_PORT=<n>, the API serves its metrics on n and
 * the app servers on n+1 (shell) to n+5, in the order of platform-apps.ts. SIGTERM or SIGINT
 * stops every service after it finished its requests; a service that crashes is restarted.
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
import { apiProblems, appServerProblems } from './config/start-checks';
import { logLine } from './launcher-log';
import { apiMetricsOffset, appMetricsOffset, metricsPortEnv } from './metrics-ports';
import { proxySecretForThisRun } from './proxy-secret';
import { startService, stopAllOnExit, superviseServices } from './process-group';
import { waitForService } from './wait-for-service';

function assertBuilt() {
  const missing = [
    path.join(ROOT_DIR, 'api', 'dist', 'server.js'),
    SERVE_APP,
    ...APPS.map((app) => path.join(app.dir, 'dist', 'index.html')),
  ].filter((file) => !fs.existsSync(file));
  if (missing.length) {
    logLine(
      'error',
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
  logLine('info', `Reset data dir ${dataDir}`);
}

/** Every bad setting, one line each, before any service starts (config/start-checks.ts). */
function assertConfigured(apiEnv: NodeJS.ProcessEnv) {
  const problems = new Set([...appServerProblems(process.env), ...apiProblems(apiEnv)]);
  if (problems.size === 0) return;
  for (const problem of problems) logLine('error', `Configuration: ${problem}`);
  process.exit(2);
}

async function main() {
  proxySecretForThisRun();
  assertBuilt();
  const apiEnv = {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // The shell proxies /api and sends X-Forwarded-For, which the login limit needs; on
    // loopback the API believes it only with the proxy's secret (proxySecretForThisRun).
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    ...metricsPortEnv(apiMetricsOffset(1)),
  };
  assertConfigured(apiEnv);
  // The shell's origins: the API takes writes only from them (docs/security.md#csrf) and the
  // remotes answer CORS only for them.
  const appOrigins = parseAppOrigins(process.env.APP_ORIGINS).join(',');
  stopAllOnExit();
  resetDataDirIfAsked();
  const api = startService('api', process.execPath, [path.join('api', 'dist', 'server.js')], {
    ...apiEnv,
    APP_ORIGINS: appOrigins,
  });
  const serve = (app: PlatformApp) =>
    startService(app.name, process.execPath, [...SERVE_APP_ARGS, app.name], {
      APP_ORIGINS: appOrigins,
      ...metricsPortEnv(appMetricsOffset(app)),
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
  // Up: from now on a crashed service comes back (process-group.ts); a failed start fails.
  superviseServices();
  logLine('info', 'The platform is running', {
    admin: 'http://localhost:3000/admin',
    public: 'http://localhost:3000/',
    apiDocs: `http://localhost:${API_PORT}/api/docs`,
  });
}

main().catch((error: unknown) => {
  logLine('error', error instanceof Error ? error.message : String(error));
  process.exit(1);
});
