import type http from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyHttpOptions, FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerLimits } from '../config/server-limits-config';

// The API's server limits (api/src/plugins/server-limits.ts), copied: the production server
// ships without the API's source. The same env names and defaults (config/api-copies.test.ts).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route whose body may take the whole request timeout (the API's uploads). */
    longBody?: boolean;
  }
}

/**
 * Timeouts and caps for the HTTP server. Fastify's defaults disable the request timeout and
 * the socket idle timeout, so a client trickling bytes could hold a connection for minutes.
 */
export function serverLimitOptions(limits: ServerLimits): FastifyHttpOptions<http.Server> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the headers and request timeouts on this interval (default 30 s), which
      // would let a slow client outlive a short timeout by up to that long.
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
  };
}

/**
 * Caps open connections in total and per client address. Trusted proxies are exempt from the
 * per-address cap: every client behind one shares its address, so the proxy caps them.
 */
export function applyConnectionCaps(
  app: FastifyInstance,
  limits: ServerLimits,
  trustProxy: string[],
): void {
  app.server.maxConnections = limits.maxConnections;
  const trusted = trustProxy.length > 0 ? proxyAddr.compile(trustProxy) : () => false;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (trusted(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerIp) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] ?? '0') !== '0';

/**
 * Node's request timeout is one number for the whole server, sized for video uploads. Every
 * other route must receive its body within the shorter body timeout, or gets 408 and the
 * connection is closed, so trickling a small JSON body holds a connection for seconds only.
 */
export function applyBodyTimeout(app: FastifyInstance, limits: ServerLimits): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.longBody || !hasBody(request)) return done();
    const timer = setTimeout(() => {
      if (request.raw.complete || reply.sent) return;
      reply.raw.once('finish', () => request.raw.socket.destroy());
      void reply
        .code(408)
        .header('connection', 'close')
        .send({ success: false, message: 'The request body took too long to arrive' });
    }, limits.bodyTimeoutMs);
    // A timer must not keep a closing server alive.
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
