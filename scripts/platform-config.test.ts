import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@rewards/contract/platform';
import { HOST_APP, PLATFORM_APPS, REMOTE_APPS } from '../server/src/platform-config';
import { ROOT_DIR } from '../server/src/platform-apps';

/**
 * platform.config.json is the one list of the platform's apps. What can read it does; these
 * are the places that cannot, and each fails here when it drifts from the list.
 */
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT_DIR, file), 'utf8'));
const rootPackage = readJson('package.json') as {
  workspaces: string[];
  scripts: Record<string, string>;
};
const localhost = (port: number) => `http://localhost:${port}`;
const sorted = (values: Iterable<string>) => [...values].sort();

it('every app is a workspace, and every folder with an Rspack app config is a declared app', () => {
  for (const app of PLATFORM_APPS) expect(rootPackage.workspaces).toContain(app.dir);
  const appFolders = rootPackage.workspaces.filter((dir) =>
    fs.existsSync(path.join(ROOT_DIR, dir, 'rspack.config.ts')),
  );
  expect(sorted(appFolders)).toEqual(sorted(PLATFORM_APPS.map((app) => app.dir)));
});

it('`npm run build` builds every app', () => {
  const built = [...rootPackage.scripts.build!.matchAll(/-w ([\w-]+)/g)].map((match) => match[1]);
  for (const app of PLATFORM_APPS) expect(built).toContain(app.dir);
});

it("the shell's remotes.json names every remote at its port, and nothing else", () => {
  const expected = Object.fromEntries(
    REMOTE_APPS.map((app) => [app.name, `${localhost(app.port)}/mf-manifest.json`]),
  );
  expect(readJson(`${HOST_APP.dir}/public/remotes.json`)).toEqual(expected);
});

it("the route manifest's remotes (the contract's RemoteName) are the declared remotes", () => {
  expect(sorted(REMOTE_NAMES)).toEqual(sorted(REMOTE_APPS.map((app) => app.name)));
});

it("the API's dev origins are the shell's and every remote's", () => {
  const dev = (readJson('api/package.json') as { scripts: { dev: string } }).scripts.dev;
  const origins = /APP_ORIGINS:-([^}]+)\}/.exec(dev)?.[1]?.split(',');
  expect(origins).toEqual(PLATFORM_APPS.map((app) => localhost(app.port)));
});

it('ports are unique and the federation names follow the folders', () => {
  expect(new Set(PLATFORM_APPS.map((app) => app.port)).size).toBe(PLATFORM_APPS.length);
  for (const app of PLATFORM_APPS) expect(app.name).toBe(app.dir.replace(/-/g, '_'));
});
