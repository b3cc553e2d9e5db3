// The API's npm dependencies as one pre-bundled file for its Jest projects (decision 058).
// `require('../src/app')` under Jest loads ~1,300 modules of Fastify, Kysely, TypeBox and the
// rest, each resolved, wrapped and compiled again in every test file: ~0.65 s of CPU in each of
// ~190 API test files (on SQLite and again on PostgreSQL). From one bundle it is ~0.15 s.
/* eslint-disable @typescript-eslint/no-require-imports -- read by the CommonJS jest config */
const fs = require('node:fs');
const { isBuiltin } = require('node:module');
const path = require('node:path');
const { CACHE_DIR, prebundle, ROOT, sourceFiles } = require('./prebundle');

// The code whose imports decide the bundle: the API, its tests, and the source they compile in.
const SCANNED = ['api/src', 'api/test', 'contract/src', 'http-edge/src'];
// Left to Node's loader: a native addon (found through its own path), a package that serves its
// own files from __dirname, the test framework itself, and the OpenID packages (compiled by swc
// as jest.node-project.js says: bundled, the client's sign-in flow failed every test).
const UNBUNDLED = [
  /^better-sqlite3$/,
  /^@fastify\/swagger-ui$/,
  /^@?jest/,
  /^@rewards\//,
  /^(openid-client|oidc-provider)$/,
];

const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^'.][^']*)'/gm;
const CALL = /\b(?:require|import)\('([^'.][^']*)'\)/g;

/** The bare specifiers the scanned code loads at run time, sorted. */
function bundledSpecifiers() {
  const found = new Set();
  for (const dir of SCANNED) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const [, specifier] of [...source.matchAll(VALUE_IMPORT), ...source.matchAll(CALL)]) {
        if (isBuiltin(specifier) || UNBUNDLED.some((rule) => rule.test(specifier))) continue;
        found.add(specifier);
      }
    }
  }
  return [...found].sort();
}

/** A file name for a specifier's stub ('@fastify/cookie' -> '@fastify+cookie.cjs'). */
const stubName = (specifier) => `${specifier.replaceAll('/', '+')}.cjs`;

/**
 * Jest's moduleNameMapper entries that send each specifier to a stub taking it from the bundle.
 * The bundle loads a package only when asked (esbuild keeps each module lazy), so a test pays
 * for what it uses; one bundle keeps one copy of each package for every importer.
 */
function prebundledServerDeps() {
  const specifiers = bundledSpecifiers();
  const entry = `module.exports = {\n${specifiers
    .map((specifier) => `  '${specifier}': () => require('${specifier}'),`)
    .join('\n')}\n};\n`;
  const lock = fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8');
  const bundle = prebundle({
    name: 'server-deps',
    entry,
    versions: [lock],
    // Whitespace and syntax only: names stay, so a stack trace through a package still reads.
    options: {
      external: ['better-sqlite3', 'pg-native'],
      target: 'node22', // the oldest Node in engines
      minifyWhitespace: true,
      minifySyntax: true,
    },
  });
  const stubDir = path.join(CACHE_DIR, path.basename(bundle, '.cjs'));
  fs.mkdirSync(stubDir, { recursive: true });
  return Object.fromEntries(
    specifiers.map((specifier) => {
      const stub = path.join(stubDir, stubName(specifier));
      const body = `module.exports = require('../${path.basename(bundle)}')['${specifier}']();\n`;
      if (!fs.existsSync(stub)) fs.writeFileSync(stub, body);
      return [`^${specifier.replace(/[/.+]/g, '\\$&')}$`, stub];
    }),
  );
}

module.exports = { prebundledServerDeps, bundledSpecifiers };
