// The import-cycle check of the API (`npm run lint` runs it; docs/architecture.md#the-inside-of-the-api).
// ESLint's import-x/no-cycle skips type imports; a cycle of types still ties files together (one
// cannot be read or moved without the other), so here type imports count too. The layers
// themselves are ESLint zones (eslint/api-layers.mjs).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files of the API never import each other in a loop, type imports included.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      conditionNames: ['@rewards/source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js', '.json'],
    },
  },
};
