/**
 * `npm install` here leaves the other platforms' builds of packages that ship native binaries
 * per platform (@rspack/binding-*, @swc/core-*, ...) out of package-lock.json, and `npm ci`
 * then refuses the lockfile as out of sync. This script records each missing optional package
 * in the lock as an optional entry with its version and the platforms it is for (`os`, `cpu`,
 * `libc`, read from the registry). `npm ci` accepts the entry and, seeing the platform, skips
 * it: without those fields it downloaded and unpacked all 35 of them (~600 MB of binaries for
 * Windows, macOS, Android, ...) on every clean install.
 * Run it after every `npm install`: `npm run lockfile:fix`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  integrity?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  [key: string]: unknown;
}

type Platform = Pick<LockEntry, 'os' | 'cpu' | 'libc'>;

const lockPath = path.resolve(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** The platforms a published package is for, from its registry manifest. */
function platformOf(name: string, version: string): Platform {
  // The whole manifest: asked for one field that exists, `npm view` answers its bare value.
  const manifest = JSON.parse(
    execFileSync('npm', ['view', `${name}@${version}`, '--json'], { encoding: 'utf8' }),
  ) as Platform;
  const { os, cpu, libc } = manifest;
  return { ...(os ? { os } : {}), ...(cpu ? { cpu } : {}), ...(libc ? { libc } : {}) };
}

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

// Every stub (an optional entry npm did not resolve: no integrity) names its platforms.
let described = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!entry.optional || entry.integrity || entry.os || entry.cpu || !entry.version) continue;
  const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
  Object.assign(entry, platformOf(name, entry.version));
  described++;
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
fs.writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(
  `Recorded ${added} other-platform optional packages in package-lock.json; ` +
    `named the platforms of ${described}`,
);
