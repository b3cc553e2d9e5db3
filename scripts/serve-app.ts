/** Serves one built app: `tsx scripts/serve-app.ts mfe-users` (how a team deploys one remote). */
import path from 'node:path';
import { listFrom, serverLimitsFrom } from '../api/src/config';
import { parseAppOrigins } from '../api/src/lib/app-origins';
import { createAppServer } from './app-server/app-server';
import { apiUpstreams } from './api-upstreams';
import { deployDirOf, findApp } from './platform-apps';

async function main() {
  const app = findApp(process.argv[2] ?? '');
  const port = Number(process.env.APP_PORT ?? app.port);
  const server = await createAppServer({
    distDir: path.join(app.dir, 'dist'),
    role: app.role,
    appOrigins: parseAppOrigins(process.env.APP_ORIGINS),
    apiUrls: app.role === 'host' ? apiUpstreams() : undefined,
    spaFallback: true,
    // Published versions (npm run deploy -w <remote>), next to the current dist/.
    versionsDir: app.role === 'remote' ? path.join(deployDirOf(app), 'versions') : undefined,
    limits: serverLimitsFrom(process.env),
    trustProxy: listFrom(process.env.TRUST_PROXY),
    proxySecret: process.env.TRUST_PROXY_SECRET || undefined,
    sourceMaps: process.env.SERVE_SOURCE_MAPS === 'true',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void server.close().then(() => process.exit(0)));
  }
  await server.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(
    `[${app.name}] serving ${path.relative(process.cwd(), app.dir)}/dist on http://localhost:${port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
