// The API's layers (docs/architecture.md#the-inside-of-the-api), bottom to top: settings and
// lib/; db/; the infrastructure over it (events/, storage/, the Fastify decorations); the
// shared engines (lists/, bulk/); the domains (users/, money/, content/, platform/), which may
// use each other; the HTTP wiring (plugins/, metrics/); the app (app.ts, server.ts, the route,
// list and bulk registries, seed/, simulate/). A layer never imports one above it, so the
// engines and the database can be read, tested and changed without the domains.
const SRC = 'api/src';
const SETTINGS = `${SRC}/{config,cookie-config,data-dir,events-config,mfa-config,oidc-config}.ts`;
const DOMAINS = `${SRC}/{users,money,content,platform}/**`;
const ENGINES = `${SRC}/{lists,bulk}/**`;
const INFRA = [`${SRC}/{events,storage}/**`, `${SRC}/fastify-types.ts`];
const WIRING = `${SRC}/{plugins,metrics}/**`;
const APP = [
  `${SRC}/{app,server,routes,bulk-routes,list-catalogue}.ts`,
  `${SRC}/{seed,simulate}/**`,
];

// A zone's `from` must be all globs or all plain paths: one zone for each kind.
const isGlob = (pattern) => /[*?{}[\]!()]/.test(pattern);
const zone = (target, from, message) =>
  [from.filter(isGlob), from.filter((pattern) => !isGlob(pattern))]
    .filter((patterns) => patterns.length > 0)
    .map((patterns) => ({ target, from: patterns, message }));

export const apiZones = [
  ...zone(
    [`${SRC}/lib/**/!(*.test).ts`, SETTINGS],
    [
      `${SRC}/!(lib)/**`,
      `${SRC}/!(config|cookie-config|data-dir|events-config|mfa-config|oidc-config).ts`,
    ],
    "lib/ and the settings import nothing else of the API: they are the API's ground floor.",
  ),
  ...zone(
    `${SRC}/db`,
    [DOMAINS, ENGINES, ...INFRA, WIRING, ...APP],
    'db/ never imports a domain, an engine (lists/, bulk/), events/, storage/ or the app: what a table needs lives in db/.',
  ),
  ...zone(
    INFRA,
    [DOMAINS, ENGINES, WIRING, ...APP],
    'events/ and storage/ never import a domain, an engine or the app.',
  ),
  ...zone(
    [`${SRC}/lists`, `${SRC}/bulk`],
    [DOMAINS, WIRING, ...APP],
    'The list and bulk engines never import a domain: a domain hands them its source or action.',
  ),
  ...zone(
    DOMAINS,
    [WIRING, ...APP],
    'A domain never imports the HTTP wiring (plugins/, metrics/) or the app layer.',
  ),
  ...zone(
    [`${SRC}/plugins`, `${SRC}/metrics`],
    APP,
    'plugins/ and metrics/ never import the app layer (app.ts, the registries, seed/, simulate/).',
  ),
];
