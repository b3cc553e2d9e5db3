/**
 * `npm start`: runs the built API and serves the built shell and remotes, each on its own
 * port as in production (every remote is its own deployable). Expects `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_PORT, APPS, ROOT_DIR } from './platform-apps';
import { startService, stopAllOnExit, waitForUrl } from './process-group';

function assertBuilt() {
  const missing = [
    path.join(ROOT_DIR, 'api', 'dist', 'server.js'),
    ...APPS.map((app) => path.join(app.dir, 'dist', 'index.html')),
  ].filter((file) => !fs.existsSync(file));
  if (missing.length) {
    console.error(
      `Not built yet (missing ${missing.map((f) => path.relative(ROOT_DIR, f)).join(', ')}). Run: npm run build`,
    );
    process.exit(1);
  }
}

async function main() {
  assertBuilt();
  stopAllOnExit();
  startService('api', process.execPath, [path.join('api', 'dist', 'server.js')], {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  });
  const tsx = path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx');
  for (const app of APPS)
    startService(app.name, tsx, [path.join('scripts', 'serve-app.ts'), app.name]);

  await waitForUrl(`http://127.0.0.1:${API_PORT}/healthz`);
  await Promise.all(APPS.map((app) => waitForUrl(`http://127.0.0.1:${app.port}/`)));
  console.log('\nThe platform is running:');
  console.log('  Admin panel   http://localhost:3000/admin');
  console.log('  Public site   http://localhost:3000/');
  console.log(`  API docs      http://localhost:${API_PORT}/api/docs\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
