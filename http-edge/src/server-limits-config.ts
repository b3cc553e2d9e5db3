import { positiveIntFrom } from './env-values';

/**
 * Timeouts and connection caps of an HTTP server (docs/security.md), read from the env by the
 * API and by the app servers in front of it (server/): the same names for both.
 */
export interface ServerLimits {
  /** The request line and headers must arrive within this many ms. */
  headersTimeoutMs: number;
  /** The whole request, body included (uploads too), must arrive within this many ms. */
  requestTimeoutMs: number;
  /**
   * The body of any route but the uploads must arrive within this many ms of the headers:
   * small JSON bodies need far less than a video.
   */
  bodyTimeoutMs: number;
  /** A socket that sends or receives nothing for this many ms is closed. */
  idleTimeoutMs: number;
  /** An idle keep-alive socket is closed after this many ms. */
  keepAliveTimeoutMs: number;
  /** Open connections beyond this are refused. */
  maxConnections: number;
  /** Open connections from one address beyond this are refused (trusted proxies excepted). */
  maxConnectionsPerIp: number;
  /** A keep-alive socket is closed after this many requests. */
  maxRequestsPerSocket: number;
}

export function serverLimitsFrom(env: NodeJS.ProcessEnv): ServerLimits {
  const requestTimeoutMs = positiveIntFrom(env.REQUEST_TIMEOUT_MS, 120_000, 'REQUEST_TIMEOUT_MS');
  const limits: ServerLimits = {
    headersTimeoutMs: positiveIntFrom(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS'),
    requestTimeoutMs,
    bodyTimeoutMs: positiveIntFrom(
      env.BODY_TIMEOUT_MS,
      Math.min(30_000, requestTimeoutMs),
      'BODY_TIMEOUT_MS',
    ),
    idleTimeoutMs: positiveIntFrom(env.IDLE_TIMEOUT_MS, 10_000, 'IDLE_TIMEOUT_MS'),
    keepAliveTimeoutMs: positiveIntFrom(env.KEEP_ALIVE_TIMEOUT_MS, 5_000, 'KEEP_ALIVE_TIMEOUT_MS'),
    maxConnections: positiveIntFrom(env.MAX_CONNECTIONS, 512, 'MAX_CONNECTIONS'),
    maxConnectionsPerIp: positiveIntFrom(env.MAX_CONNECTIONS_PER_IP, 64, 'MAX_CONNECTIONS_PER_IP'),
    maxRequestsPerSocket: positiveIntFrom(
      env.MAX_REQUESTS_PER_SOCKET,
      1_000,
      'MAX_REQUESTS_PER_SOCKET',
    ),
  };
  // Node refuses to start a server whose request timeout is shorter than its headers timeout.
  if (limits.requestTimeoutMs < limits.headersTimeoutMs) {
    throw new Error('REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS');
  }
  if (limits.bodyTimeoutMs > limits.requestTimeoutMs) {
    throw new Error('BODY_TIMEOUT_MS must be at most REQUEST_TIMEOUT_MS');
  }
  return limits;
}
