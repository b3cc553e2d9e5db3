/**
 * How the shell's `/api` proxy keeps its connections to the API. No hop may close a keep-alive
 * socket in a way that drops a request: the side that sends must give a socket up first.
 */
import type { ServerLimits } from '@rewards/http-edge';
import { type ApiTimeouts, DEFAULT_API_TIMEOUTS } from './api-timeouts';

// The shared defaults (http-edge/src/server-limits-config.ts), for a shell started without limits.
const API_MAX_REQUESTS_PER_SOCKET = 1_000;
const API_KEEP_ALIVE_TIMEOUT_MS = 5_000;

export interface UpstreamOptions {
  connect: { timeout: number };
  headersTimeout: number;
  bodyTimeout: number;
  maxRequestsPerClient: number;
  keepAliveTimeout: number;
  keepAliveMaxTimeout: number;
}

/**
 * `limits` are the shell's own, read from the env names the API reads too
 * (MAX_REQUESTS_PER_SOCKET, KEEP_ALIVE_TIMEOUT_MS), so by default they are the API's.
 */
export function upstreamOptions(
  limits?: ServerLimits,
  timeouts: ApiTimeouts = DEFAULT_API_TIMEOUTS,
  { idle = true } = {},
): UpstreamOptions {
  const maxRequests = limits?.maxRequestsPerSocket ?? API_MAX_REQUESTS_PER_SOCKET;
  const keepAlive = limits?.keepAliveTimeoutMs ?? API_KEEP_ALIVE_TIMEOUT_MS;
  return {
    connect: { timeout: timeouts.connectMs },
    headersTimeout: timeouts.headersMs,
    // Not for event streams (`idle: false`): one may stay quiet for long; the API bounds its
    // own end. A download whose reader is slow is paused, and undici does not time that out.
    bodyTimeout: idle ? timeouts.idleMs : 0,
    // Node answers an empty 503 to a request past the API's cap when the answer before it said
    // `Connection: keep-alive` itself; undici sends this many plus one on a socket, so the
    // request the API would refuse is never sent.
    maxRequestsPerClient: Math.max(1, maxRequests - 1),
    // An idle socket is given up well before the API closes it (undici also follows the API's
    // `Keep-Alive: timeout=` hint, less 2 s): a request sent as the API closes it is lost.
    keepAliveTimeout: Math.max(1, Math.floor(keepAlive / 2)),
    keepAliveMaxTimeout: Math.max(1, Math.floor(keepAlive / 2)),
  };
}
