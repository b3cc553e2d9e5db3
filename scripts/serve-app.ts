/** Serves one built app: `tsx scripts/serve-app.ts mfe-users` (how a team deploys one remote). */
import path from 'node:path';
import { apiUpstreams } from './api-upstreams';
import { findApp } from './platform-apps';
import { createStaticServer } from './static-server';

const app = findApp(process.argv[2] ?? '');
const port = Number(process.env.APP_PORT ?? app.port);
const server = createStaticServer({
  distDir: path.join(app.dir, 'dist'),
  port,
  apiUrl: apiUpstreams(),
  spaFallback: true,
});

server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  console.log(
    `[${app.name}] serving ${path.relative(process.cwd(), app.dir)}/dist on http://localhost:${port}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
