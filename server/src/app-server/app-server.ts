import path from 'node:path';
/**
 * The production server of one built app (the shell or a remote), on Fastify: the security
 * headers, then the files; the shell composes its HTML pages (public routes server-rendered,
 * shell-pages.ts) and proxies `/api` to the API, so the session cookie
 * stays first-party on its origin. The proxy lives in its own scope: the API's answers keep
 * the API's own headers and are neither re-compressed nor buffered. Every server has
 * `/healthz` and `/readyz`, logs each request (pino, with its id), and with `metrics` serves
 * Prometheus metrics on a port of its own (decision 033).
 */
import compress from '@fastify/compress';
import {
  answerRequestIds,
  applyConnectionCaps,
  clientErrorHandler,
  requestIdOf,
  serverLimitOptions,
  startMetricsServer,
  type ServerLimits,
} from '@rewards/http-edge';
import Fastify, { type FastifyInstance } from 'fastify';
import { frameworkErrorAnswers, registerFileErrorShape, sendNotFound } from './error-answers';
import { ApiInstanceHealth } from './api-instances';
import { registerApiProxy } from './api-proxy';
import type { ApiTimeouts } from './api-timeouts';
import { registerDeployedVersions } from './deployed-versions';
import { registerHealthRoutes } from './health-routes';
import { createMetricsRegistry, registerRequestMetrics } from './metrics';
import type { RemoteOrigins } from '../config/remote-origins';
import { RequestLog } from './request-log';
import { registerSecurityHeaders } from './security-headers';
import { registerShellPages, type ShellPagesOptions } from './shell-pages';
import { registerStaticFiles } from './static-files';

export interface AppServerOptions {
  /** The app's folder name (`shell`, `mfe-users`): the `service` of its metrics and logs. */
  name?: string;
  distDir: string;
  role: 'host' | 'remote';
  /** The shell's origins (APP_ORIGINS). */
  appOrigins: string[];
  /** The shell only: each remote's public origin (REMOTE_ORIGINS, config/remote-origins.ts). */
  remoteOrigins?: RemoteOrigins;
  /** The API instances `/api` is proxied to; only the shell proxies it (remotes run in its page). */
  apiUrls?: readonly string[];
  spaFallback: boolean;
  /** A remote only: the folder of its published versions, served at `/versions/` (decision 017). */
  versionsDir?: string;
  /** The shell only: how its public routes get the public remote's server-rendered pages. */
  ssr?: Pick<ShellPagesOptions, 'ssrMaxAgeMs' | 'ssrTimeoutMs' | 'hintsTimeoutMs'>;
  /**
   * Timeouts and connection caps, the API's (same env names, `serverLimitsFrom`): without
   * them a client trickling bytes holds a connection for minutes (docs/security.md).
   */
  limits?: ServerLimits;
  /** How long `/api` waits on the API (API_CONNECT_/HEADERS_/IDLE_TIMEOUT_MS); defaults else. */
  apiTimeouts?: ApiTimeouts;
  /** Proxy addresses exempt from the per-address connection cap (TRUST_PROXY). */
  trustProxy?: string[];
  /** TRUST_PROXY_SECRET: sent to the API so it believes this proxy's X-Forwarded-For. */
  proxySecret?: string;
  /**
   * SERVE_SOURCE_MAPS=true: serve the builds' `.map` files (the bundle benchmark reads which
   * sources a page loads from them). Off by default: a map hands out the whole source.
   */
  sourceMaps?: boolean;
  /**
   * pino's level (LOG_LEVEL); default: no logs (tests). `info` logs start-up and failures
   * (5xx answers at warn); `debug` adds a line per request (request-log.ts).
   */
  logLevel?: string;
  /** Where the log lines go (default stdout): tests read them. */
  logStream?: NodeJS.WritableStream;
  /** Prometheus `/metrics` on this port of its own (METRICS_PORT; 0: any free port). */
  metrics?: { port: number; host?: string };
}

export async function createAppServer(options: AppServerOptions): Promise<FastifyInstance> {
  const { apiUrls, limits } = options;
  const logLevel = options.logLevel ?? 'silent';
  const app = Fastify({
    logger:
      logLevel === 'silent'
        ? false
        : {
            level: logLevel,
            base: { app: options.name },
            ...(options.logStream && { stream: options.logStream }),
          },
    // One line per request at debug, a 5xx at warn (request-log.ts).
    logController: new RequestLog(),
    genReqId: requestIdOf,
    // Node's own refusals (malformed request, headers too large) in the API's shape.
    clientErrorHandler,
    ...(limits && serverLimitOptions(limits)),
    frameworkErrors: frameworkErrorAnswers,
  });
  if (limits) applyConnectionCaps(app, limits, options.trustProxy ?? []);
  answerRequestIds(app);
  if (options.metrics) await serveMetrics(app, options.name ?? options.role, options.metrics);
  if (!options.sourceMaps) hideSourceMaps(app);
  const health = apiUrls?.length ? apiInstanceHealth(app, apiUrls) : undefined;
  registerHealthRoutes(app, { ...options, apiHealth: health });
  if (health) {
    const { proxySecret, apiTimeouts: timeouts } = options;
    await app.register((scope) =>
      registerApiProxy(scope, { health, limits, proxySecret, timeouts }),
    );
  }
  await app.register(async (scope) => {
    registerFileErrorShape(scope);
    await registerSecurityHeaders(scope, options);
    // Before any route: the plugin hooks each route as it is added (onRoute), so a route
    // registered earlier in the scope is never compressed (the server-rendered `/` went out
    // as 106 KB instead of 14 KB: 0.4 s on a 1.6 Mbps phone, decision 023).
    // gzip only: on-the-fly brotli costs more CPU than it saves here.
    await scope.register(compress, { global: true, encodings: ['gzip'], threshold: 1024 });
    const sendPage =
      options.role === 'host'
        ? registerShellPages(scope, {
            distDir: options.distDir,
            remoteOrigins: options.remoteOrigins,
            ...options.ssr,
          })
        : undefined;
    await registerStaticFiles(scope, {
      ...options,
      sendPage: sendPage && ((reply, pathname) => sendPage(reply, pathname)),
    });
    if (options.versionsDir) await registerDeployedVersions(scope, options.versionsDir);
  });
  return app;
}

function apiInstanceHealth(app: FastifyInstance, urls: readonly string[]): ApiInstanceHealth {
  const health = new ApiInstanceHealth(urls, (message, url, reason) =>
    app.log.warn({ api: url, ...(reason && { reason }) }, message),
  );
  app.addHook('onClose', async () => health.close());
  return health;
}

async function serveMetrics(
  app: FastifyInstance,
  service: string,
  { port, host }: { port: number; host?: string },
): Promise<void> {
  const registry = createMetricsRegistry(service);
  registerRequestMetrics(app, registry);
  // Listens with the app: a server that is never started holds no port.
  let metrics: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
  app.addHook('onListen', async () => {
    metrics = await startMetricsServer(registry, port, host);
    app.log.info({ port: metrics.port }, 'metrics on /metrics');
  });
  app.addHook('onClose', async () => metrics?.close());
}

/**
 * The path the file server will look up: percent-decoded and normalised, so `%2Emap`,
 * `.m%61p` or `/x/../a.js.map` name the same file as `a.js.map` (the attack review: the raw URL was
 * checked and every map was served again). A path that does not decode finds no file.
 */
export function servedPathOf(url: string): string | null {
  const raw = url.split('?')[0] ?? '';
  try {
    return path.posix.normalize(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

/** Every `.map` (the app's own and its deployed versions') answers as if it did not exist. */
function hideSourceMaps(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const pathname = servedPathOf(request.url);
    if (pathname === null || pathname.startsWith('/api/')) return;
    // Trailing slashes and dots (`a.js.map/`, `a.js.map.`) name the same file to some
    // servers; case too, on a case-insensitive disk.
    if (/\.map[/.]*$/i.test(pathname)) return sendNotFound(reply);
  });
}
