import type http from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { ServerLimits } from '../config';

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

/** The connection cap lives on the Node server, which exists once Fastify is built. */
export function applyConnectionCap(app: FastifyInstance, limits: ServerLimits): void {
  app.server.maxConnections = limits.maxConnections;
}
