/**
 * `tsx scripts/deploy/check-remote.ts <remote>`: fails (exit 1, one line per problem) when the
 * remote's real build config does not match the route manifest or what the shell shares, or
 * when the kit or contract versions the guard compares drifted from their packages. Each
 * remote's `npm test` runs it (`src/federation-compat.test.ts`), so CI does too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION, SHARED_KIT_VERSION } from '@rewards/contract/platform';
import { federationOptions } from '../federation-options';
import { findApp, ROOT_DIR } from '../../server/src/platform-apps';
import { federationMismatches } from './federation-compat';

const packageVersion = (folder: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(ROOT_DIR, folder, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

async function main() {
  const app = findApp(process.argv[2] ?? '');
  const [remote, shell] = await Promise.all([
    federationOptions(app.dir),
    federationOptions(findApp('shell').dir),
  ]);
  const problems = federationMismatches(remote, shell);
  if (packageVersion('shared') !== SHARED_KIT_VERSION)
    problems.push(
      `SHARED_KIT_VERSION ${SHARED_KIT_VERSION} is not shared/package.json's ${packageVersion('shared')}`,
    );
  if (packageVersion('contract') !== CONTRACT_VERSION)
    problems.push(
      `CONTRACT_VERSION ${CONTRACT_VERSION} is not contract/package.json's ${packageVersion('contract')}`,
    );
  for (const problem of problems) console.error(`${remote.name} ${problem}`);
  process.exit(problems.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
