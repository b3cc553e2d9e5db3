// Chakra UI as one pre-bundled file for the jsdom test projects (decision 058).
// `require('@chakra-ui/react')` under Jest loads ~1,500 modules (Chakra, Ark UI, Zag), each
// resolved, wrapped and compiled per test file: 1.2-1.5 s of CPU in each of ~110 UI test files.
// One tree-shaken bundle of just the names the UI kit imports loads in under 0.1 s.
/* eslint-disable @typescript-eslint/no-require-imports -- read by the CommonJS jest config */
const fs = require('node:fs');
const path = require('node:path');
const { installedVersion, prebundle, ROOT, sourceFiles } = require('./prebundle');

// Only the UI kit imports Chakra (an ESLint zone keeps it so); its imports decide the bundle.
const UI_KIT = path.join(ROOT, 'shared', 'src');
const SPECIFIERS = ['@chakra-ui/react', '@chakra-ui/react/theme'];
// One copy of React and of Emotion's context for the tests and the bundle alike.
const EXTERNAL = ['react', 'react-dom', '@emotion/react'];

const STATEMENT =
  /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*'(@chakra-ui\/react(?:\/theme)?)'/g;

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
  return prebundle({
    name: 'chakra',
    entry: entrySource(importedNames()),
    versions: [installedVersion('@chakra-ui/react')],
    options: { external: EXTERNAL },
  });
}

module.exports = { prebundledChakra, importedNames };
