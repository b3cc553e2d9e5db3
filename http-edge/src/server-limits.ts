import type http from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyHttpOptions, FastifyInstance, FastifyRequest } from 'fastify';
import { clientErrorHandler } from './client-errors';
import type { ServerLimits } from './server-limits-config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Upload routes: the body may take up to the request timeout, not the body timeout. */
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
    clientErrorHandler,
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
 *
 * The total is shared fairly (docs/security.md): with a fixed total and a per-address cap alone,
 * total / per-address addresses (9 with 512 and 64) filled the server and kept everyone else
 * out. At the total, a newcomer whose address holds fewer connections than the address holding
 * the most (less one) takes that address's oldest connection instead of being refused, so
 * shutting others out needs as many addresses as connections, not a handful.
 */
export function applyConnectionCaps(
  app: FastifyInstance,
  limits: ServerLimits,
  trustProxy: string[],
): void {
  const trusted = trustProxy.length > 0 ? proxyAddr.compile(trustProxy) : () => false;
  // Sockets by address, oldest first (a Set keeps insertion order).
  const open = new Map<string, Set<Socket>>();
  let total = 0;
  const forget = (address: string, socket: Socket): void => {
    const sockets = open.get(address);
    if (!sockets?.delete(socket)) return;
    total -= 1;
    if (sockets.size === 0) open.delete(address);
  };
  /** The oldest connection of the untrusted address holding the most, if it holds > `than`. */
  const takeOver = (than: number): [string, Socket] | undefined => {
    let most: [string, Set<Socket>] | undefined;
    for (const [address, sockets] of open) {
      if (!trusted(address, 0) && sockets.size > (most?.[1].size ?? than)) {
        most = [address, sockets];
      }
    }
    const oldest = most?.[1].values().next();
    return most && oldest && !oldest.done ? [most[0], oldest.value] : undefined;
  };
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const mine = open.get(address)?.size ?? 0;
    const isTrusted = trusted(address, 0);
    if (!isTrusted && mine >= limits.maxConnectionsPerIp) {
      socket.destroy();
      return;
    }
    if (total >= limits.maxConnections) {
      // After the move the newcomer's address still holds fewer than the victim's.
      const victim = isTrusted ? undefined : takeOver(mine + 1);
      if (!victim) {
        socket.destroy();
        return;
      }
      forget(...victim);
      victim[1].destroy();
    }
    open.set(address, (open.get(address) ?? new Set<Socket>()).add(socket));
    total += 1;
    socket.once('close', () => forget(address, socket));
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
