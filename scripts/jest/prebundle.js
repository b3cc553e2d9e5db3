// One esbuild bundle for the test projects, cached in node_modules/.cache by a hash of what it
// depends on (decision 058): built once, before any worker starts, and reused by later runs.
/* eslint-disable @typescript-eslint/no-require-imports -- read by the CommonJS jest config */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'jest-prebundled');

/** The installed version of a package, as its manifest gives it. */
function installedVersion(name) {
  const manifest = path.join(ROOT, 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/**
 * The bundle's path: `name-<hash>.cjs`, where the hash covers the entry, the options and
 * `versions` (so an upgrade rebuilds it); built when missing.
 * @param {{ name: string, entry: string, versions: string[], options: import('esbuild').BuildOptions }} bundle
 */
function prebundle({ name, entry, versions, options }) {
  const esbuild = require('esbuild');
  const hash = crypto
    .createHash('sha256')
    .update([entry, esbuild.version, JSON.stringify(options), ...versions].join('\n'))
    .digest('hex')
    .slice(0, 16);
  const outfile = path.join(CACHE_DIR, `${name}-${hash}.cjs`);
  if (fs.existsSync(outfile)) return outfile;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed: a second jest run starting meanwhile never reads half a file.
  const partial = `${outfile}.${process.pid}.partial`;
  esbuild.buildSync({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    outfile: partial,
    logLevel: 'warning',
    ...options,
  });
  fs.renameSync(partial, outfile);
  return outfile;
}

/** Every .ts/.tsx file under `dir`. */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

module.exports = { prebundle, installedVersion, sourceFiles, ROOT, CACHE_DIR };
