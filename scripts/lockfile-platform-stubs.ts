/**
 * The npm registry this project installs from only mirrors linux-x64 builds of packages that
 * ship native binaries per platform (@rspack/binding-*, @swc/core-*, ...). `npm install` then
 * leaves those other-platform optional packages out of package-lock.json and `npm ci` refuses
 * the lockfile as out of sync. This script records each missing optional package in the lock
 * as an optional entry (version only), which `npm ci` accepts and skips on this platform.
 * Run it after every `npm install`: `npx tsx scripts/lockfile-platform-stubs.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const lockPath = path.resolve(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as {
  packages: Record<string, LockEntry>;
};

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // npm resolves from the nearest node_modules upwards; check the nested place, then the root.
    const nested = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(spec)) continue;
    lock.packages[`node_modules/${name}`] = {
      version: spec,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
    };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
fs.writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`Recorded ${added} other-platform optional packages in package-lock.json`);
