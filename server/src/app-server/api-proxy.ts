/**
 * `/api` on the shell's origin, proxied to the API. Keeps the session cookie first-party and
 * forwards every request header, Origin included: the API's CSRF guard checks it. Four kinds
 * of request, each with its own connections to the API (upstream-pools.ts): event streams,
 * downloads and uploads pass through as they come; every other body is read whole first
 * (buffered-bodies.ts).
 * The client's address goes as X-Forwarded-For, vouched for by TRUST_PROXY_SECRET (X-Proxy-Secret).
 * With several API instances a request the dead one refused goes to a live one, and an
 * instance that refuses leaves the rotation until its /readyz answers (api-instances.ts).
 */
import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { PROXY_SECRET_HEADER, REQUEST_ID_HEADER, type ServerLimits } from '@rewards/http-edge';
import type { FastifyInstance } from 'fastify';
import { type ApiInstanceHealth, neverReachedTheApi } from './api-instances';
import { registerApiErrorShape } from './error-answers';
import type { ApiTimeouts } from './api-timeouts';
import { bufferBodies, bufferedBodyAgain } from './buffered-bodies';
import { withoutHopByHop } from './hop-headers';
import { type PoolKind, upstreamPool } from './upstream-pools';

const UNREACHABLE = { success: false, message: 'The API server is not reachable' };
const TOO_SLOW = { success: false, message: 'The API server did not answer in time' };

/** The two routes whose bodies are files (`config.longBody` at the API). */
const UPLOAD_ROUTES = ['/api/videos', '/api/home-data'];

/**
 * Answers as long as their reader takes: every list's CSV export (`/api/<list>/export.csv`),
 * and the deprecated whole-list streams (`/api/<list>/all`, `/api/admin/all-payments`).
 */
const DOWNLOAD_ROUTES = ['/:list/export.csv', '/:list/all', '/admin/all-payments'];

interface ProxiedRoutes {
  kind: PoolKind;
  prefix: string;
  /** Only these paths under the prefix (http-proxy's default: the prefix and all below). */
  routes?: string[];
  httpMethods?: string[];
}

export interface ApiProxyOptions {
  /** The API instances (`npm run start:scale` runs several) and which are in rotation. */
  health: ApiInstanceHealth;
  limits?: ServerLimits;
  proxySecret?: string;
  timeouts?: ApiTimeouts;
}

export async function registerApiProxy(
  app: FastifyInstance,
  options: ApiProxyOptions,
): Promise<void> {
  registerApiErrorShape(app);
  // A proxied request waits on the API (a slow sign-in, an event stream quiet between
  // heartbeats) longer than the app server's idle timeout. The API bounds its own end (idle,
  // request and body timeouts, three missed heartbeats), and closing it closes this one; the
  // headers and request timeouts, and the body timeout of buffered bodies, still apply here.
  app.addHook('onRequest', async (request) => {
    // (Fastify's inject() has a stand-in socket without timeouts.)
    request.raw.socket.setTimeout?.(0);
  });
  const proxied = (routes: ProxiedRoutes) =>
    app.register((scope) => registerProxy(scope, routes, options));
  await proxied({ kind: 'streams', prefix: '/api/events', routes: ['/'], httpMethods: ['GET'] });
  await proxied({
    kind: 'downloads',
    prefix: '/api',
    routes: DOWNLOAD_ROUTES,
    httpMethods: ['GET'],
  });
  for (const prefix of UPLOAD_ROUTES) {
    await proxied({ kind: 'uploads', prefix, routes: ['/'], httpMethods: ['POST'] });
  }
  await app.register(async (scope) => {
    bufferBodies(scope, options.limits);
    await registerProxy(scope, { kind: 'ordinary', prefix: '/api' }, options);
  });
}

type ReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;
type RetryDetails = Parameters<NonNullable<ReplyOptions['retryDelay']>>[0];

/** Methods without side effects: sent again when the connection was lost under them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The API closed or reset the connection under the request: it may have been handled. */
const CONNECTION_LOST = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

/**
 * The body for another attempt: none, a string, or a body the shell read whole (a new stream
 * of the same bytes: undici destroyed the first). A streamed upload cannot be sent again.
 */
function bodyAgain(body: unknown): { body: unknown } | undefined {
  if (body === undefined || body === null || typeof body === 'string') return { body };
  const again = bufferedBodyAgain(body);
  return again && { body: again };
}

/**
 * reply-from's retry rule (1 ms: its "no retry" is a falsy delay). A request that never
 * reached an instance goes to the next one, whatever its method: no instance saw it. A safe
 * one whose connection was lost is sent once more.
 */
function retryDelay(instances: number) {
  return ({ err, req, attempt }: RetryDetails): number | null => {
    // reply-from passes the request it sends, and sends that same object again on a retry
    // (index.js, createRequestRetry); its types call it a FastifyRequest.
    const sent = req as unknown as { method?: string; body?: unknown };
    const again = err && bodyAgain(sent.body);
    if (!again) return null;
    const lost = CONNECTION_LOST.has((err as { code?: string }).code ?? '');
    const retry = neverReachedTheApi(err)
      ? attempt < instances
      : lost && SAFE_METHODS.has(sent.method ?? '') && attempt < 1;
    if (!retry) return null;
    sent.body = again.body;
    return 1;
  };
}

async function registerProxy(
  scope: FastifyInstance,
  { kind, prefix, routes, httpMethods }: ProxiedRoutes,
  { health, limits, proxySecret, timeouts }: ApiProxyOptions,
): Promise<void> {
  await scope.register(proxy, {
    // reply-from logs two info lines per request ("fetching from remote server", "response
    // received"): at info the app servers log start-up, errors and 5xx only (README, Logs);
    // every request shows at debug (request-log.ts).
    ...(scope.log.level === 'info' && { logLevel: 'warn' }),
    upstream: health.urls[0] ?? '',
    prefix,
    rewritePrefix: prefix,
    ...(routes && { routes }),
    ...(httpMethods && { httpMethods }),
    // The ordinary scope parses (buffers) bodies itself.
    proxyPayloads: kind !== 'ordinary',
    undici: upstreamPool(health, kind, limits, timeouts),
    replyOptions: {
      retryDelay: retryDelay(health.urls.length),
      rewriteRequestHeaders: (request, headers) => {
        // A client's own X-Proxy-Secret never passes through; ours is added when configured.
        // `Expect: 100-continue` is this hop's: Node has already answered the client's 100,
        // and undici refuses to send the header on (every such request answered 502; curl
        // adds it itself for bodies over 1 MiB).
        const { [PROXY_SECRET_HEADER]: _theirs, expect: _continue, ...rest } = headers;
        return {
          ...rest,
          'x-forwarded-proto': 'http',
          // The API rate-limits per client; without this every visitor looks like the proxy.
          // Replaced, never appended: whatever the client claimed is dropped.
          'x-forwarded-for': request.socket.remoteAddress ?? '',
          ...(proxySecret ? { [PROXY_SECRET_HEADER]: proxySecret } : {}),
          // The API logs this id too (request-ids.ts).
          [REQUEST_ID_HEADER]: request.id,
        };
      },
      rewriteHeaders: (headers) => withoutHopByHop(headers),
      // reply-from marks a timeout (connect, headers) 504; anything else is unreachable.
      onError: (reply, { error }) => {
        const timedOut = (error as { statusCode?: number }).statusCode === 504;
        void reply.code(timedOut ? 504 : 502).send(timedOut ? TOO_SLOW : UNREACHABLE);
      },
    },
  });
}
