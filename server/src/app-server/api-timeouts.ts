/**
 * How long the shell's `/api` proxy waits on an API instance (the production review): before these,
 * a hung API (`kill -STOP`) held a request 5 minutes (undici's default headers timeout) and
 * then answered 502. Past a limit the client gets 504 in the API's error shape.
 */
import { intFrom } from '@rewards/http-edge';

export interface ApiTimeouts {
  /** To open a connection (API_CONNECT_TIMEOUT_MS). */
  connectMs: number;
  /** From the request sent whole to the answer's headers (API_HEADERS_TIMEOUT_MS). */
  headersMs: number;
  /** Between two pieces of an answer's body (API_IDLE_TIMEOUT_MS); not for event streams. */
  idleMs: number;
}

export const DEFAULT_API_TIMEOUTS: ApiTimeouts = {
  connectMs: 5_000,
  // The API's slowest answers (a bulk action's first page, a large CSV's first rows) come
  // within seconds; a minute means it hangs.
  headersMs: 60_000,
  idleMs: 60_000,
};

export function apiTimeoutsFrom(env: NodeJS.ProcessEnv): ApiTimeouts {
  const positive = (name: string, fallback: number) => {
    const value = intFrom(env[name], fallback, name);
    if (value < 1) throw new Error(`${name} must be at least 1 (milliseconds), got "${env[name]}"`);
    return value;
  };
  return {
    connectMs: positive('API_CONNECT_TIMEOUT_MS', DEFAULT_API_TIMEOUTS.connectMs),
    headersMs: positive('API_HEADERS_TIMEOUT_MS', DEFAULT_API_TIMEOUTS.headersMs),
    idleMs: positive('API_IDLE_TIMEOUT_MS', DEFAULT_API_TIMEOUTS.idleMs),
  };
}
