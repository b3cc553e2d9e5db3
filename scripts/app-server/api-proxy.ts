/**
 * `/api` on the shell's origin, streamed to the API (bodies and answers are never buffered,
 * so uploads and Server-Sent Events pass through). Keeps the session cookie first-party and
 * forwards every request header, Origin included: the API's CSRF guard checks it.
 */
import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { ServerLimits } from '../../api/src/config';
import { BalancedPool } from 'undici';
import { registerApiErrorShape } from './api-errors';
import { withoutHopByHop } from './hop-headers';
import { upstreamOptions } from './upstream-options';

const UNREACHABLE = { success: false, message: 'The API server is not reachable' };

/**
 * `apiUrls` lists the API instances; with several (`npm run start:scale`) undici's balanced
 * pool spreads requests over them and steers away from one that stops answering.
 */
export async function registerApiProxy(
  app: FastifyInstance,
  apiUrls: readonly string[],
  limits?: ServerLimits,
): Promise<void> {
  const [first = ''] = apiUrls;
  registerApiErrorShape(app);
  // A proxied request waits on the API (a slow sign-in, an event stream quiet between
  // heartbeats) longer than the app server's idle timeout. The API bounds its own end (idle,
  // request and body timeouts, three missed heartbeats), and closing it closes this one; the
  // headers and request timeouts still apply here.
  app.addHook('onRequest', async (request) => {
    // (Fastify's inject() has a stand-in socket without timeouts.)
    request.raw.socket.setTimeout?.(0);
  });
  const undiciOptions = upstreamOptions(limits);
  await app.register(proxy, {
    upstream: first,
    prefix: '/api',
    rewritePrefix: '/api',
    undici: apiUrls.length > 1 ? new BalancedPool([...apiUrls], undiciOptions) : undiciOptions,
    replyOptions: {
      // Only idempotent requests without a body (reply-from's retryMethods) are retried, once,
      // when the API closed the socket under them.
      retriesCount: 1,
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-proto': 'http',
        // The API rate-limits per client; without this every visitor looks like the proxy.
        'x-forwarded-for': forwardedFor(headers['x-forwarded-for'], request.socket.remoteAddress),
      }),
      rewriteHeaders: (headers) => withoutHopByHop(headers),
      onError: (reply) => {
        void reply.code(502).send(UNREACHABLE);
      },
    },
  });
}

function forwardedFor(previous: string | string[] | undefined, client = ''): string {
  return previous ? `${String(previous)}, ${client}` : client;
}
