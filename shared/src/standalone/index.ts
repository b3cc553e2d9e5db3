/** Standalone dev mode for remotes (`@rewards/shared/standalone`); not federated. */
export { StandaloneHost, type StandaloneRoute } from './standalone-host';
export { standaloneRoutes } from './standalone-routes';
