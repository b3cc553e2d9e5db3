// Chakra UI as one pre-bundled file for the jsdom test projects (decision 058).
// `require('@chakra-ui/react')` under Jest loads ~1,500 modules (Chakra, Ark UI, Zag), each
// resolved, wrapped and compiled per test file: 1.2-1.5 s of CPU in each of ~110 UI test files.
// One tree-shaken bundle of just the names the UI kit imports loads in under 0.1 s.
/* eslint-disable @typescript-eslint/no-require-imports -- read by the CommonJS jest config */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
// Only the UI kit imports Chakra (an ESLint zone keeps it so); its imports decide the bundle.
const UI_KIT = path.join(ROOT, 'shared', 'src');
const SPECIFIERS = ['@chakra-ui/react', '@chakra-ui/react/theme'];
const OUT_DIR = path.join(ROOT, 'node_modules', '.cache', 'jest-prebundled');
// One copy of React and of Emotion's context for the tests and the bundle alike.
const EXTERNAL = ['react', 'react-dom', '@emotion/react'];

const STATEMENT =
  /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*'(@chakra-ui\/react(?:\/theme)?)'/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value names the UI kit takes from each Chakra entry point (types need no bundle). */
function importedNames() {
  const names = Object.fromEntries(SPECIFIERS.map((specifier) => [specifier, new Set()]));
  for (const file of sourceFiles(UI_KIT)) {
    for (const [, typeOnly, list, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATEMENT)) {
      if (typeOnly) continue;
      for (const item of list.split(',').map((part) => part.trim())) {
        if (item && !item.startsWith('type ')) names[specifier].add(item.split(/\s+as\s+/)[0]);
      }
    }
  }
  return names;
}

function entrySource(names) {
  return SPECIFIERS.filter((specifier) => names[specifier].size > 0)
    .map(
      (specifier) => `export { ${[...names[specifier]].sort().join(', ')} } from '${specifier}';`,
    )
    .join('\n');
}

/**
 * The bundle's path, built when the kit's Chakra imports or the installed versions changed
 * (the file name is their hash), else the one already in node_modules/.cache.
 */
function prebundledChakra() {
  const esbuild = require('esbuild');
  const entry = entrySource(importedNames());
  const chakraManifest = path.join(ROOT, 'node_modules', '@chakra-ui', 'react', 'package.json');
  const chakraVersion = JSON.parse(fs.readFileSync(chakraManifest, 'utf8')).version;
  const hash = crypto
    .createHash('sha256')
    .update([entry, chakraVersion, esbuild.version, EXTERNAL.join()].join('\n'))
    .digest('hex')
    .slice(0, 16);
  const outfile = path.join(OUT_DIR, `chakra-${hash}.cjs`);
  if (fs.existsSync(outfile)) return outfile;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  // Written aside and renamed: a second jest run starting meanwhile never reads half a file.
  const partial = `${outfile}.${process.pid}.partial`;
  esbuild.buildSync({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    external: EXTERNAL,
    outfile: partial,
    logLevel: 'warning',
  });
  fs.renameSync(partial, outfile);
  return outfile;
}

module.exports = { prebundledChakra, importedNames };
