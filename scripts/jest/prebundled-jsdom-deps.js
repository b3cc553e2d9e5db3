// The jsdom test projects' heaviest npm packages, pre-bundled (decision 058). Under Jest every
// test file resolves, wraps and compiles each module it loads again:
// - Chakra UI: ~1,500 modules (Chakra, Ark UI, Zag), 1.2-1.5 s of CPU per file; only the UI
//   kit imports it (an ESLint zone keeps it so), so the kit's imports decide its bundle.
// - The testing libraries (MSW with its interceptors, Testing Library, jest-dom): ~0.5 s per
//   file, half of it MSW's GraphQL support, which nothing here uses.
/* eslint-disable @typescript-eslint/no-require-imports -- read by the CommonJS jest config */
const path = require('node:path');
const platform = require('../../platform.config.json');
const { ROOT } = require('./prebundle');
const { prebundledImports } = require('./prebundled-imports');

// One copy of React (and of Emotion's context) for the tests and the bundles alike.
const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*'];
const FRONTEND_DIRS = ['shared', platform.host.dir, ...platform.remotes.map((r) => r.dir)].map(
  (dir) => path.join(ROOT, dir, 'src'),
);

/** moduleNameMapper entries for both bundles (each built once, or found in the cache). */
function prebundledJsdomDeps() {
  return {
    ...prebundledImports({
      name: 'chakra',
      dirs: [path.join(ROOT, 'shared', 'src')],
      specifiers: ['@chakra-ui/react', '@chakra-ui/react/theme'],
      packages: ['@chakra-ui/react'],
      external: [...REACT, '@emotion/react'],
    }),
    ...prebundledImports({
      name: 'testing-libraries',
      dirs: FRONTEND_DIRS,
      specifiers: [
        '@testing-library/react',
        '@testing-library/dom',
        '@testing-library/user-event',
        '@testing-library/jest-dom',
        'msw',
        'msw/node',
      ],
      packages: [
        '@testing-library/react',
        '@testing-library/dom',
        '@testing-library/user-event',
        '@testing-library/jest-dom',
        'msw',
      ],
      external: REACT,
    }),
  };
}

module.exports = { prebundledJsdomDeps };
