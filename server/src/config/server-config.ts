/**
 * Everything one app server reads from the environment, checked once at start: a bad value
 * stops it with one line naming the setting (the names are the API's where they mean the same).
 */
import {
  boolFrom,
  intFrom,
  listFrom,
  parseAppOrigins,
  serverLimitsFrom,
  type ServerLimits,
} from '@rewards/http-edge';
import { apiUpstreams } from '../api-upstreams';
import { type ApiTimeouts, apiTimeoutsFrom } from '../app-server/api-timeouts';
import { REMOTE_APPS } from '../platform-config';
import { parseRemoteOrigins, type RemoteOrigins } from './remote-origins';

export interface ServerConfig {
  port: number;
  host: string;
  appOrigins: string[];
  /** Each remote's public origin (REMOTE_ORIGINS), for the shell; empty: as remotes.json says. */
  remoteOrigins: RemoteOrigins;
  /** The API instances the shell's `/api` proxy (and `/readyz`) use. */
  apiUrls: string[];
  apiTimeouts: ApiTimeouts;
  limits: ServerLimits;
  trustProxy: string[];
  proxySecret: string | undefined;
  sourceMaps: boolean;
  /** Prometheus `/metrics` on its own port, never on the public one; 0 (default) turns it off. */
  metricsPort: number;
  metricsHost: string;
  logLevel: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function portFrom(value: string | undefined, fallback: number, name: string): number {
  const port = intFrom(value, fallback, name);
  if (port > 65_535) throw new Error(`${name} must be a port number (0-65535), got "${value}"`);
  return port;
}

function urlFrom(value: string, name: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  throw new Error(`${name}: "${value}" is not an http(s) URL like http://127.0.0.1:4000`);
}

/** `defaultPort` is the app's fixed port (platform-apps.ts); `APP_PORT` overrides it. */
export function loadServerConfig(env: NodeJS.ProcessEnv, defaultPort: number): ServerConfig {
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  // The launcher's (launcher-log.ts); checked here with every other setting, before a start.
  if (env.LOG_FORMAT && !['json', 'text'].includes(env.LOG_FORMAT)) {
    throw new Error(`LOG_FORMAT must be json or text, got "${env.LOG_FORMAT}"`);
  }
  const apiPort = portFrom(env.PORT, 4000, 'PORT');
  const apiUrls = apiUpstreams(env, env.API_URL ?? `http://127.0.0.1:${apiPort}`);
  return {
    port: portFrom(env.APP_PORT, defaultPort, 'APP_PORT'),
    host: env.HOST || '127.0.0.1',
    appOrigins: parseAppOrigins(env.APP_ORIGINS),
    remoteOrigins: parseRemoteOrigins(env.REMOTE_ORIGINS, REMOTE_APPS),
    apiUrls: apiUrls.map((url) => urlFrom(url, env.API_URLS ? 'API_URLS' : 'API_URL')),
    apiTimeouts: apiTimeoutsFrom(env),
    limits: serverLimitsFrom(env),
    trustProxy: listFrom(env.TRUST_PROXY),
    proxySecret: env.TRUST_PROXY_SECRET || undefined,
    sourceMaps: boolFrom(env.SERVE_SOURCE_MAPS, false, 'SERVE_SOURCE_MAPS'),
    metricsPort: portFrom(env.METRICS_PORT, 0, 'METRICS_PORT'),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    logLevel,
  };
}
