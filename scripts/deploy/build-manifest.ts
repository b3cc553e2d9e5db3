/** A built remote's mf-manifest.json and the compatibility declaration inside it. */
import fs from 'node:fs';
import path from 'node:path';
import {
  COMPAT_MANIFEST_KEY,
  compatMismatches,
  PROVIDED_VERSIONS,
  type RemoteCompat,
} from '@rewards/contract/platform';
import type { RemoteName } from '@rewards/contract/routes';

export const MANIFEST_FILE = 'mf-manifest.json';
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** The build's declaration; throws when the folder is not a built remote. */
export function readBuildCompat(fromDir: string): RemoteCompat {
  const file = path.join(fromDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} not found: build the remote first`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const compat = manifest[COMPAT_MANIFEST_KEY] as RemoteCompat | undefined;
  if (!compat || !VERSION.test(compat.version))
    throw new Error(`${file} has no valid ${COMPAT_MANIFEST_KEY} block: rebuild the remote`);
  return compat;
}

/** Why this checkout's shell would refuse the build (empty: compatible). */
export function buildMismatches(remote: string, compat: RemoteCompat): string[] {
  return compatMismatches(remote as RemoteName, compat, PROVIDED_VERSIONS);
}

/** The version a deployed manifest declares, or `unknown` when it cannot be read in time. */
export async function versionAt(manifestUrl: string): Promise<string> {
  try {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(3_000) });
    const manifest = (await response.json()) as Record<string, RemoteCompat | undefined>;
    const version = manifest[COMPAT_MANIFEST_KEY]?.version;
    return version && VERSION.test(version) ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}
