/**
 * Where a deploy of one remote reads its build and writes its versions, history and the
 * shell's remotes.json. Defaults: the platform's local deployment (`.deploy/<remote>/`, served
 * by the remote's own server at `/versions/`, and `shell/dist/remotes.json`); an operator
 * names other places with flags (see the remote's README, "Deploy and roll back").
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  deployDirOf,
  federationNameOf,
  findApp,
  ROOT_DIR,
  type PlatformApp,
} from '../../server/src/platform-apps';
import { parseRemoteOrigins } from '../../server/src/config/remote-origins';
import { REMOTE_APPS } from '../../server/src/platform-config';

export interface DeployTarget {
  app: PlatformApp;
  /** Federation name, the key in remotes.json: `mfe_users`. */
  remote: string;
  /** The built remote to publish (its dist/). */
  fromDir: string;
  /** `<dir>/versions/<version>/` holds each published version. */
  versionsDir: string;
  historyFile: string;
  /** The public URL of `versionsDir`, ending with a slash. */
  baseUrl: string;
  remotesJson: string;
  /** Who deploys, for the audit row. */
  by: string;
  /** Publish even when the build does not satisfy this checkout's compatibility rules. */
  allowIncompatible: boolean;
}

const USAGE = `Options:
  --from <dir>           built remote to publish (default: <remote>/dist)
  --dir <dir>            the remote's deploy folder (default: .deploy/<remote>, or $DEPLOY_DIR/<remote>)
  --url <url>            public URL of <dir>/versions/ (default: <origin>/versions/ with the remote's
                         origin in REMOTE_ORIGINS, else http://localhost:<port>/versions/)
  --remotes-json <file>  the shell's deployed remotes.json (default: shell/dist/remotes.json)
  --by <name>            who deploys, for the audit log (default: $USER)
  --allow-incompatible   publish a build that fails the compatibility rules (the shell will refuse it)`;

/**
 * Where the published versions are public when no --url says: the remote's origin in
 * REMOTE_ORIGINS (the shell's setting, in the same settings file), else the local server. The
 * manifest names it as its public path, so a version published for localhost loads from
 * localhost in a browser on the real origin, and fails there.
 */
function defaultBaseUrl(app: PlatformApp, env: NodeJS.ProcessEnv): string {
  const origin = parseRemoteOrigins(env.REMOTE_ORIGINS, REMOTE_APPS)[federationNameOf(app)];
  return `${origin ?? `http://localhost:${app.port}`}/versions/`;
}

export function parseDeployTarget(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): DeployTarget {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      dir: { type: 'string' },
      url: { type: 'string' },
      'remotes-json': { type: 'string' },
      by: { type: 'string' },
      'allow-incompatible': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || positionals.length !== 1)
    throw new Error(`Usage: <remote> [options]\n${USAGE}`);
  const app = findApp(positionals[0] ?? '');
  if (app.role !== 'remote')
    throw new Error(`${app.name} is not a remote; only remotes are deployed`);
  const dir = path.resolve(values.dir ?? deployDirOf(app));
  const baseUrl = values.url ?? defaultBaseUrl(app, env);
  return {
    app,
    remote: federationNameOf(app),
    fromDir: path.resolve(values.from ?? path.join(app.dir, 'dist')),
    versionsDir: path.join(dir, 'versions'),
    historyFile: path.join(dir, 'history.json'),
    baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    remotesJson: path.resolve(
      values['remotes-json'] ?? path.join(ROOT_DIR, 'shell', 'dist', 'remotes.json'),
    ),
    by: values.by ?? process.env.USER ?? os.userInfo().username,
    allowIncompatible: values['allow-incompatible'] ?? false,
  };
}
