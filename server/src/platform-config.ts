/**
 * The platform's apps as `platform.config.json` declares them: the host and the one list of the
 * remotes, with their folders and ports. Build configs, scripts and the app servers read them
 * from here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppName } from '@rewards/contract/routes';

interface PlatformConfigFile {
  host: { dir: string; port: number };
  remotes: { dir: string; port: number }[];
}

// Read, not imported: the compiled server (server/dist) holds no copy of a file outside server/.
// server/src from source, server/dist compiled: the repository is two levels up either way.
const config = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '..', '..', 'platform.config.json'), 'utf8'),
) as PlatformConfigFile;

export interface AppDeclaration {
  /** The app's folder (and workspace), e.g. `mfe-users`. */
  dir: string;
  /** Federation container name, e.g. `mfe_users`. */
  name: AppName;
  /** Fixed port of its dev and app server. */
  port: number;
  role: 'host' | 'remote';
}

/** The federation name of an app folder: `mfe-users` -> `mfe_users`. */
export const federationNameOfDir = (dir: string): string => dir.replace(/-/g, '_');

/**
 * The folder's federation name. Not checked against the route manifest here: the launcher runs
 * without the contract's source; scripts/platform-config.test.ts holds the two lists equal.
 */
const appNameOf = (dir: string): AppName => federationNameOfDir(dir) as AppName;

const declare = (app: { dir: string; port: number }, role: AppDeclaration['role']) => ({
  dir: app.dir,
  name: appNameOf(app.dir),
  port: app.port,
  role,
});

export const HOST_APP: AppDeclaration = declare(config.host, 'host');
export const REMOTE_APPS: readonly AppDeclaration[] = config.remotes.map((remote) =>
  declare(remote, 'remote'),
);
export const PLATFORM_APPS: readonly AppDeclaration[] = [HOST_APP, ...REMOTE_APPS];

/** The declaration of the app in `dir` (an absolute path or a folder name). */
export function declarationOf(dir: string): AppDeclaration {
  const folder = dir.split(/[\\/]/).filter(Boolean).pop() ?? dir;
  const app = PLATFORM_APPS.find((candidate) => candidate.dir === folder);
  if (!app) throw new Error(`"${folder}" is not an app of platform.config.json`);
  return app;
}
