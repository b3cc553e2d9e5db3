/**
 * Serves one built app: `node server/dist/serve-app.js mfe-users` (how a team deploys one
 * remote; `npm run serve -w server -- mfe-users` does the same).
 */
import path from 'node:path';
import { createAppServer } from './app-server/app-server';
import { loadServerConfig } from './config/server-config';
import { deployDirOf, findApp } from './platform-apps';

async function main() {
  const app = findApp(process.argv[2] ?? '');
  const config = loadServerConfig(process.env, app.port);
  const server = await createAppServer({
    name: app.name,
    distDir: path.join(app.dir, 'dist'),
    role: app.role,
    appOrigins: config.appOrigins,
    remoteOrigins: config.remoteOrigins,
    apiUrls: app.role === 'host' ? config.apiUrls : undefined,
    apiTimeouts: config.apiTimeouts,
    spaFallback: true,
    // Published versions (npm run deploy -w <remote>), next to the current dist/.
    versionsDir: app.role === 'remote' ? path.join(deployDirOf(app), 'versions') : undefined,
    limits: config.limits,
    trustProxy: config.trustProxy,
    proxySecret: config.proxySecret,
    sourceMaps: config.sourceMaps,
    logLevel: config.logLevel,
    metrics:
      config.metricsPort > 0 ? { port: config.metricsPort, host: config.metricsHost } : undefined,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void server.close().then(() => process.exit(0)));
  }
  await server.listen({ port: config.port, host: config.host });
  // The logger's base already names the app (createAppServer).
  server.log.info(
    { dist: path.relative(process.cwd(), path.join(app.dir, 'dist')) },
    `serving on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
