/**
 * `/api` on the shell's origin, streamed to the API (bodies and answers are never buffered,
 * so uploads and Server-Sent Events pass through). Keeps the session cookie first-party and
 * forwards every request header, Origin included: the API's CSRF guard checks it. The client's
 * address goes as X-Forwarded-For, vouched for by TRUST_PROXY_SECRET (X-Proxy-Secret).
 */
import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { BalancedPool } from 'undici';
import { PROXY_SECRET_HEADER } from '../../api/src/plugins/proxy-client-ip';

const UNREACHABLE = { success: false, message: 'The API server is not reachable' };

/**
 * `apiUrls` lists the API instances; with several (`npm run start:scale`) undici's balanced
 * pool spreads requests over them and steers away from one that stops answering.
 */
export async function registerApiProxy(
  app: FastifyInstance,
  apiUrls: readonly string[],
  proxySecret?: string,
): Promise<void> {
  const [first = ''] = apiUrls;
  // A proxied request waits on the API (a slow sign-in, an event stream quiet between
  // heartbeats) longer than the app server's idle timeout. The API bounds its own end (idle,
  // request and body timeouts, three missed heartbeats), and closing it closes this one; the
  // headers and request timeouts still apply here.
  app.addHook('onRequest', async (request) => {
    // (Fastify's inject() has a stand-in socket without timeouts.)
    request.raw.socket.setTimeout?.(0);
  });
  // No body timeout: an event stream may stay quiet for long; the API bounds its own requests.
  const undiciOptions = { bodyTimeout: 0 };
  await app.register(proxy, {
    upstream: first,
    prefix: '/api',
    rewritePrefix: '/api',
    undici: apiUrls.length > 1 ? new BalancedPool([...apiUrls], undiciOptions) : undiciOptions,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        // A client's own X-Proxy-Secret never passes through; ours is added when configured.
        const { [PROXY_SECRET_HEADER]: _theirs, ...rest } = headers;
        return {
          ...rest,
          'x-forwarded-proto': 'http',
          // The API rate-limits per client; without this every visitor looks like the proxy.
          // Replaced, never appended: whatever the client claimed is dropped (issue 30).
          'x-forwarded-for': request.socket.remoteAddress ?? '',
          ...(proxySecret ? { [PROXY_SECRET_HEADER]: proxySecret } : {}),
        };
      },
      onError: (reply) => {
        void reply.code(502).send(UNREACHABLE);
      },
    },
  });
}
