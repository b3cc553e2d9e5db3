// The one Jest project shape for server-side code in Node (the API and the scripts): swc
// compiles TypeScript, and a few of Fastify's transitive dependencies that ship ESM only.
//
// Those are cookie@2 (light-my-request, which powers app.inject, and @fastify/cookie, which
// loads it with a dynamic import()) and content-disposition@3 (@fastify/static). Node itself
// require()s them (every Node in engines does), so the servers are fine, but Jest's CommonJS
// runtime cannot; swc compiles just those packages (and turns the dynamic import into a require).
// Company sign-in adds openid-client with its oauth4webapi and jose, and the tests' OpenID
// provider (oidc-provider), all ESM only (decision 059).
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: { parser: { syntax }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

/**
 * @param {{ displayName: string, rootDir: string, testMatch: string[], setupFilesAfterEnv?: string[], globalTeardown?: string }} project
 * @param {{ prebundledDeps?: Record<string, string> }} [options] the API's dependencies pre-bundled
 * @returns {import('jest').Config}
 */
function nodeProject(project, { prebundledDeps = {} } = {}) {
  return {
    // Node, and a file fails that leaves a Fastify app open (scripts/jest/node-environment.js).
    testEnvironment: require.resolve('./scripts/jest/node-environment.js'),
    transform: {
      '^.+\\.ts$': swc('typescript'),
      '^.+\\.js$': swc('ecmascript'),
    },
    transformIgnorePatterns: [
      '/node_modules/(?!(cookie|content-disposition|@fastify/cookie|openid-client|oauth4webapi|jose|oidc-provider)/)',
    ],
    // The contract's and the HTTP edge's TypeScript source, compiled like the code itself (no build).
    moduleNameMapper: {
      '^@rewards/contract$': '<rootDir>/../contract/src/index.ts',
      '^@rewards/http-edge$': '<rootDir>/../http-edge/src/index.ts',
      ...prebundledDeps,
    },
    ...project,
  };
}

module.exports = { nodeProject };
