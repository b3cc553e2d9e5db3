// A group of npm packages as one tree-shaken, pre-bundled file for the jsdom test projects
// (decision 058): only the names the scanned source imports from them are bundled, so a
// package's unused half (MSW's GraphQL support, most of Chakra) is never loaded. Every
// specifier of the group maps to the same file: their names must not clash, which holds for
// the groups here (Testing Library's packages re-export one another's same objects).
/* eslint-disable @typescript-eslint/no-require-imports -- read by the CommonJS jest config */
const fs = require('node:fs');
const { installedVersion, prebundle, sourceFiles } = require('./prebundle');

// `import a, { b, c as d } from 'x'`, `import a from 'x'`, `export { b } from 'x'`; type-only
// statements and names need no bundle.
const STATEMENT =
  /(?:import|export)\s+(type\s+)?(?:([A-Za-z_$][\w$]*)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*'([^']+)'/g;
const SIDE_EFFECT = /^\s*import\s+'([^']+)';/gm;

/**
 * What the source under `dirs` takes from `specifiers`: the value names, whether a default
 * import is used, and which are imported for their side effects only.
 */
function importedNames(dirs, specifiers) {
  const wanted = new Set(specifiers);
  const names = new Map(specifiers.map((specifier) => [specifier, new Set()]));
  const sideEffects = new Set();
  for (const file of dirs.flatMap((dir) => sourceFiles(dir))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, typeOnly, defaultName, list = '', specifier] of source.matchAll(STATEMENT)) {
      if (typeOnly || !wanted.has(specifier)) continue;
      if (defaultName) names.get(specifier).add('default');
      for (const item of list.split(',').map((part) => part.trim())) {
        if (item && !item.startsWith('type ')) names.get(specifier).add(item.split(/\s+as\s+/)[0]);
      }
    }
    for (const [, specifier] of source.matchAll(SIDE_EFFECT))
      if (wanted.has(specifier)) sideEffects.add(specifier);
  }
  return { names, sideEffects };
}

/** The bundle's entry: each name once, from the first specifier of the group that has it. */
function entrySource({ names, sideEffects }) {
  const taken = new Set();
  const lines = [...sideEffects].sort().map((specifier) => `import '${specifier}';`);
  for (const [specifier, wanted] of names) {
    const fresh = [...wanted].filter((name) => !taken.has(name)).sort();
    fresh.forEach((name) => taken.add(name));
    if (fresh.length > 0) lines.push(`export { ${fresh.join(', ')} } from '${specifier}';`);
  }
  return lines.join('\n');
}

/**
 * The bundle of what `dirs` import from `specifiers` (built when those imports or the named
 * packages' versions changed, else the one in node_modules/.cache), and Jest's
 * moduleNameMapper entries that send each specifier there.
 * @param {{ name: string, dirs: string[], specifiers: string[], packages: string[], external: string[] }} group
 */
function prebundledImports({ name, dirs, specifiers, packages, external }) {
  const bundle = prebundle({
    name,
    entry: entrySource(importedNames(dirs, specifiers)),
    versions: packages.map((pkg) => `${pkg}@${installedVersion(pkg)}`),
    options: { external, target: 'node22' },
  });
  const escape = (specifier) => specifier.replace(/[/.+]/g, '\\$&');
  return Object.fromEntries(specifiers.map((specifier) => [`^${escape(specifier)}$`, bundle]));
}

module.exports = { prebundledImports, importedNames, entrySource };
