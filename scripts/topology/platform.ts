/**
 * The platform as production runs it behind nginx, from the build: a throwaway PostgreSQL
 * (api/scripts/postgres), two API instances on it (as `npm run start:scale`), a few seeded
 * users, and the five app servers (`server/dist`, as `npm run start:prod`) knowing their
 * public origins. Every process is a process-group service: stopAll() ends them all.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startCluster, type Cluster } from '../../api/scripts/postgres/throwaway-cluster';
import { ROOT_DIR, SERVE_APP_ARGS } from '../../server/src/platform-apps';
import { startService, waitForUrl } from '../../server/src/process-group';
import { waitForService } from '../../server/src/wait-for-service';
import {
  ADMIN_ORIGIN,
  API_PORTS,
  API_URLS,
  OWNER,
  REMOTE_ORIGINS,
  REMOTES,
  SHELL,
} from './topology';

export interface Platform {
  cluster: Cluster;
  /** The API instances' processes, in API_URLS order (the kill check ends one). */
  apis: ChildProcess[];
  /** The five app servers' processes. */
  apps: ChildProcess[];
}

/** What every API instance and the seed command share. */
function apiEnv(databaseUrl: string, dataDir: string, proxySecret: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    APP_ORIGINS: ADMIN_ORIGIN,
    // nginx connects from loopback, like every local process: the secret tells it apart.
    TRUST_PROXY: '127.0.0.1',
    TRUST_PROXY_SECRET: proxySecret,
    MFA_REQUIRED_ROLES: 'none',
    LOG_LEVEL: 'warn',
  };
}

export async function startPlatform(
  dir: string,
  deployDir: string,
  proxySecret: string,
  caFile: string,
): Promise<Platform> {
  const cluster = await startCluster({ durable: false });
  // However the check ends ('exit' handlers run synchronously, as stop does).
  process.on('exit', () => cluster.stop());
  console.log(`PostgreSQL (throwaway) at ${cluster.url}`);
  const env = apiEnv(cluster.url, path.join(dir, 'api-data'), proxySecret);
  const server = path.join('api', 'dist', 'server.js');
  const apis = API_PORTS.map((port, i) =>
    startService(`api-${i + 1}`, process.execPath, [server], { ...env, PORT: String(port) }),
  );
  const serve = (app: (typeof REMOTES)[number]) =>
    startService(app.name, process.execPath, [...SERVE_APP_ARGS, app.name], {
      APP_ORIGINS: ADMIN_ORIGIN,
      REMOTE_ORIGINS,
      API_URLS: API_URLS.join(','),
      DEPLOY_DIR: deployDir,
      // Every browser connection comes from nginx: no per-address connection cap for it.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The shell fetches the public remote's pages from its public origin, through nginx.
      NODE_OPTIONS: `--import=${path.join(__dirname, 'test-hosts.mjs')}`,
      NODE_EXTRA_CA_CERTS: caFile,
    });
  const apps = [SHELL, ...REMOTES].map(serve);
  await Promise.all(
    API_URLS.map((url, i) =>
      waitForService({ label: `api-${i + 1}`, url: `${url}/readyz`, child: apis[i] }),
    ),
  );
  // Users to change during the kill check (outside demo mode the API seeds none itself):
  // the compiled command, as on a pruned install (the TypeScript source through tsx takes
  // seconds longer to start).
  execFileSync(process.execPath, [path.join('api', 'dist', 'seed', 'cli.js'), '--users', '10'], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log('API instances ready, users seeded');
  await Promise.all(
    [SHELL, ...REMOTES].map((app) => waitForUrl(`http://127.0.0.1:${app.port}/readyz`)),
  );
  return { cluster, apis, apps };
}
