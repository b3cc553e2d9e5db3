// The Node HTTP edge rules the API and the app servers (server/) share: one source, compiled to
// dist for both deployables (decision 033), so neither ships the other's code.
export { parseAppOrigins, originFrom, DEFAULT_APP_ORIGINS } from './app-origins';
export { clientErrorAnswer, clientErrorHandler } from './client-errors';
export { FRIENDLY_BY_CODE, PROXY_SECRET_HEADER, SESSION_COOKIE } from './edge-names';
export { boolFrom, intFrom, listFrom, portFrom, positiveIntFrom } from './env-values';
export { startMetricsServer, type MetricsServer } from './metrics-server';
export { REQUEST_ID_HEADER, answerRequestIds, requestIdOf } from './request-ids';
export { applyBodyTimeout, applyConnectionCaps, serverLimitOptions } from './server-limits';
export { serverLimitsFrom, type ServerLimits } from './server-limits-config';
