import { timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import { PROXY_SECRET_HEADER } from '@rewards/http-edge';
import type { FastifyInstance } from 'fastify';

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * With TRUST_PROXY_SECRET, X-Forwarded-For is believed only from a request that carries the
 * secret (and, when TRUST_PROXY lists addresses, comes from one of them). An address alone
 * is not enough on loopback: every local process connects from 127.0.0.1, so any of them
 * could rotate the header past the rate limits (docs/security.md: 40 of 40 logins unthrottled). The
 * proxy replaces the client's header, so its last entry is the client the proxy saw.
 * Registered first, before the rate limiter's route hooks read `request.ip`.
 */
export function registerProxyClientIp(
  app: FastifyInstance,
  secret: string,
  trustProxy: readonly string[],
): void {
  const fromProxy = trustProxy.length > 0 ? proxyAddr.compile([...trustProxy]) : () => true;
  app.addHook('onRequest', async (request) => {
    const given = request.headers[PROXY_SECRET_HEADER];
    const socketAddress = request.socket.remoteAddress ?? '';
    if (typeof given !== 'string' || !sameSecret(given, secret)) return;
    if (!fromProxy(socketAddress, 0)) return;
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .pop();
    // request.ip is a getter on Fastify's prototype; an own property replaces it here.
    if (forwarded) Object.defineProperty(request, 'ip', { value: forwarded });
  });
}
