/**
 * The compatibility guard (decision 017): reads the declaration each remote's
 * mf-manifest.json carries (the manifest the shell fetches anyway to find the entry:
 * container-loader.ts, decision 049) and refuses a remote whose shared kit or API contract major
 * differs from the shell's, or that lacks a module the route manifest loads from it. A
 * refused remote's routes show "This section is being updated"; the console says why.
 * It also remembers each loaded remote's version, for the page's version marker and reports.
 */
import {
  COMPAT_MANIFEST_KEY,
  compatMismatches,
  PROVIDED_VERSIONS,
  type RemoteCompat,
} from '@rewards/contract/platform';
import type { RemoteName } from '@rewards/contract/routes';

const versions = new Map<string, string>();
const refused = new Map<string, string[]>();

/** The version of `remote` this page loaded, or `unknown` before its manifest arrived. */
export function remoteVersionOf(remote: string): string {
  return versions.get(remote) ?? 'unknown';
}

/** Why the guard refused `remote` in this page, or undefined if it did not. */
export function incompatibilityOf(remote: string): string[] | undefined {
  return refused.get(remote);
}

/** Checks one manifest; records its version; returns the reasons to refuse it (empty: load). */
export function guardManifest(remote: string, manifest: unknown): string[] {
  const declared = (manifest as Record<string, unknown> | undefined)?.[COMPAT_MANIFEST_KEY];
  const version = (declared as Partial<RemoteCompat> | undefined)?.version;
  if (typeof version === 'string') versions.set(remote, version);
  const reasons = compatMismatches(remote as RemoteName, declared, PROVIDED_VERSIONS);
  if (reasons.length) refused.set(remote, reasons);
  else refused.delete(remote);
  return reasons;
}
