/**
 * `npm run dev`: the API in watch mode and every app on its Rspack dev server (HMR), on the
 * same fixed ports as production. One app alone: `npm run dev -w mfe-users`.
 */
import path from 'node:path';
import { APPS, ROOT_DIR } from '../server/src/platform-apps';
import { startService, stopAllOnExit } from '../server/src/process-group';

stopAllOnExit();
const bin = (name: string) => path.join(ROOT_DIR, 'node_modules', '.bin', name);
// The API reads APP_ORIGINS itself (unset: the shell on this machine), as in production.
startService('api', bin('tsx'), [
  'watch',
  '--conditions=@rewards/source',
  path.join('api', 'src', 'server.ts'),
]);
for (const app of APPS) {
  startService(app.name, bin('rspack'), ['serve', '-c', path.join(app.dir, 'rspack.config.ts')], {
    NODE_ENV: 'development',
  });
}
console.log('Dev servers starting: shell http://localhost:3000, remotes 3001-3004, API 4000');
