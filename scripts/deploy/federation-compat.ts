/**
 * The per-remote check (decision 017), on the Rspack configs a build would use: the remote
 * exposes exactly the route manifest's modules for it (same files), and every module it
 * shares is shared by the shell as a singleton of the same major version. Pure, so its rules
 * are unit-tested; `check-remote.ts` runs it on the real configs.
 */
import { sameMajor } from '@rewards/contract/platform';
import { exposesOf, type RemoteName } from '@rewards/contract/routes';
import type { FederationOptions } from '../federation-options';

function exposeMismatches(remote: FederationOptions): string[] {
  const expected = exposesOf(remote.name as RemoteName);
  const actual = remote.exposes ?? {};
  const problems: string[] = [];
  for (const [key, file] of Object.entries(expected)) {
    if (!(key in actual)) problems.push(`does not expose ${key}, which the route manifest loads`);
    else if (actual[key] !== file)
      problems.push(`exposes ${key} from ${actual[key]}, the route manifest says ${file}`);
  }
  for (const key of Object.keys(actual))
    if (!(key in expected)) problems.push(`exposes ${key}, which no route manifest entry names`);
  return problems;
}

function sharedMismatches(remote: FederationOptions, shell: FederationOptions): string[] {
  const problems: string[] = [];
  for (const [key, wanted] of Object.entries(remote.shared ?? {})) {
    const provided = shell.shared?.[key];
    if (!provided) {
      problems.push(`shares ${key}, which the shell does not provide`);
      continue;
    }
    if (wanted.singleton !== provided.singleton)
      problems.push(
        `shares ${key} with singleton ${wanted.singleton}, the shell with ${provided.singleton}`,
      );
    const providedVersion = provided.version ?? provided.requiredVersion ?? '';
    if (
      !wanted.requiredVersion ||
      !sameMajor(wanted.requiredVersion, providedVersion.replace(/^[\^~]/, ''))
    )
      problems.push(
        `requires ${key} ${wanted.requiredVersion ?? '(no range)'}, the shell provides ${providedVersion}`,
      );
  }
  return problems;
}

export function federationMismatches(
  remote: FederationOptions,
  shell: FederationOptions,
): string[] {
  return [...exposeMismatches(remote), ...sharedMismatches(remote, shell)];
}
