/**
 * `/api` on the shell's origin, proxied to the API. Keeps the session cookie first-party and
 * forwards every request header, Origin included: the API's CSRF guard checks it. Four kinds
 * of request, each with its own connections to the API (upstream-pools.ts): event streams,
 * downloads and uploads pass through as they come; every other body is read whole first
 * (buffered-bodies.ts).
 * The client's address goes as X-Forwarded-For, vouched for by TRUST_PROXY_SECRET (X-Proxy-Secret).
 */
import proxy from '@fastify/http-proxy';
import { PROXY_SECRET_HEADER, REQUEST_ID_HEADER, type ServerLimits } from '@rewards/http-edge';
import type { FastifyInstance } from 'fastify';
import { registerApiErrorShape } from './api-errors';
import { bufferBodies } from './buffered-bodies';
import { withoutHopByHop } from './hop-headers';
import { type PoolKind, upstreamPool } from './upstream-pools';

const UNREACHABLE = { success: false, message: 'The API server is not reachable' };

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

/** `apiUrls` lists the API instances (`npm run start:scale` runs several). */
export async function registerApiProxy(
  app: FastifyInstance,
  apiUrls: readonly string[],
  limits?: ServerLimits,
  proxySecret?: string,
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
    app.register((scope) => registerProxy(scope, apiUrls, routes, limits, proxySecret));
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
    bufferBodies(scope, limits);
    await registerProxy(scope, apiUrls, { kind: 'ordinary', prefix: '/api' }, limits, proxySecret);
  });
}

async function registerProxy(
  scope: FastifyInstance,
  apiUrls: readonly string[],
  { kind, prefix, routes, httpMethods }: ProxiedRoutes,
  limits?: ServerLimits,
  proxySecret?: string,
): Promise<void> {
  await scope.register(proxy, {
    upstream: apiUrls[0] ?? '',
    prefix,
    rewritePrefix: prefix,
    ...(routes && { routes }),
    ...(httpMethods && { httpMethods }),
    // The ordinary scope parses (buffers) bodies itself.
    proxyPayloads: kind !== 'ordinary',
    undici: upstreamPool(apiUrls, kind, limits),
    replyOptions: {
      // Only idempotent requests without a body (reply-from's retryMethods) are retried, once,
      // when the API closed the socket under them.
      retriesCount: 1,
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
      onError: (reply) => {
        void reply.code(502).send(UNREACHABLE);
      },
    },
  });
}
