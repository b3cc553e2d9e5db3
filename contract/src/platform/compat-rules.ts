/**
 * The compatibility rules between the shell and a remote (decision 017): the shell's shared
 * kit at least the version the remote was built against, within its major (a remote may use
 * what a minor added to the kit); the same major of the API contract; and every module the
 * route manifest asks of the remote exposed. Pure and dependency-free: the shell runs them on each manifest it loads, the
 * per-remote check (`npm test -w <remote>`) on the remote's build config.
 */
import { routesOf } from '../routes/route-queries';
import type { RemoteName } from '../routes/route-types';
import type { ProvidedVersions, RemoteCompat } from './versions';

const parts = (version: string): [number, number, number] | undefined => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version.replace(/^[\^~]/, ''));
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
};
const major = (version: string): number | undefined => parts(version)?.[0];

function isCompat(value: unknown): value is RemoteCompat {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.remote === 'string' &&
    typeof v.version === 'string' &&
    typeof v.kitVersion === 'string' &&
    typeof v.contractVersion === 'string' &&
    Array.isArray(v.exposes) &&
    v.exposes.every((name) => typeof name === 'string')
  );
}

/** Each module the route manifest loads from `remote` that `exposes` lacks. */
export function missingModules(remote: RemoteName, exposes: readonly string[]): string[] {
  return routesOf(remote)
    .map((route) => route.module as string)
    .filter((module) => !exposes.includes(module));
}

/** Whether a remote's requested version range of a shared package accepts the provided one. */
export function sameMajor(required: string, provided: string): boolean {
  const wanted = major(required);
  return wanted !== undefined && wanted === major(provided);
}

/** Whether `provided` is `built` or a later minor or patch of the same major (semver caret). */
export function providesAtLeast(built: string, provided: string): boolean {
  const [want, have] = [parts(built), parts(provided)];
  if (!want || !have || want[0] !== have[0]) return false;
  return have[1] > want[1] || (have[1] === want[1] && have[2] >= want[2]);
}

/**
 * Every reason `declared` (the manifest's compat field) cannot run in this shell; empty when
 * compatible. Each reason names the remote's value and the shell's, for the console.
 */
export function compatMismatches(
  remote: RemoteName,
  declared: unknown,
  provided: ProvidedVersions,
): string[] {
  if (!isCompat(declared)) return [`${remote} declares no compatibility block in its manifest`];
  const reasons: string[] = [];
  if (declared.remote !== remote)
    reasons.push(`manifest is for ${declared.remote}, registered as ${remote}`);
  if (!providesAtLeast(declared.kitVersion, provided.kitVersion))
    reasons.push(
      `shared kit ${declared.kitVersion} is not compatible with the shell's ${provided.kitVersion}`,
    );
  if (!sameMajor(declared.contractVersion, provided.contractVersion))
    reasons.push(
      `API contract ${declared.contractVersion} is not major-compatible with the shell's ${provided.contractVersion}`,
    );
  for (const module of missingModules(remote, declared.exposes))
    reasons.push(`does not expose ${module}, which the route manifest loads from it`);
  return reasons;
}
