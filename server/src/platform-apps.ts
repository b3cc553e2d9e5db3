/** The platform's apps, their folders and fixed ports, from platform.config.json. */
import path from 'node:path';
import { PLATFORM_APPS } from './platform-config';

// server/src when run from source, server/dist compiled: the repository is two levels up.
export const ROOT_DIR = path.resolve(__dirname, '..', '..');

/**
 * The compiled app server (`npm run build`): `node <SERVE_APP_ARGS> <app name>`. The condition
 * makes node load the contract's compiled route manifest (contract/package.json) instead of
 * its TypeScript source, which tests, tsx and the bundler read.
 */
export const SERVE_APP = path.join(ROOT_DIR, 'server', 'dist', 'serve-app.js');
export const SERVE_APP_ARGS = ['--conditions=@rewards/compiled', SERVE_APP];

export interface PlatformApp {
  name: string;
  dir: string;
  port: number;
  /** The shell serves index.html for every unknown path (client-side routing). */
  role: 'host' | 'remote';
}

export const APPS: readonly PlatformApp[] = PLATFORM_APPS.map((app) => ({
  name: app.dir,
  dir: path.join(ROOT_DIR, app.dir),
  port: app.port,
  role: app.role,
}));

/**
 * Where `npm run deploy -w <remote>` publishes versions by default (decision 017): one folder
 * per remote, its versions served by the remote's own server at `/versions/`.
 */
export const DEPLOY_DIR = path.resolve(process.env.DEPLOY_DIR ?? path.join(ROOT_DIR, '.deploy'));

/** A remote's deploy folder: `versions/<version>/` and its `history.json`. */
export const deployDirOf = (app: PlatformApp): string => path.join(DEPLOY_DIR, app.name);

/** The federation name of an app folder: `mfe-users` -> `mfe_users`. */
export const federationNameOf = (app: PlatformApp): string => app.name.replace(/-/g, '_');

export const API_PORT = Number(process.env.PORT ?? 4000);
export const API_URL = process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`;

export function findApp(name: string): PlatformApp {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app "${name}". Known: ${APPS.map((a) => a.name).join(', ')}`);
  return app;
}
