/**
 * The shell's connections to the API, one pool per kind of request (decision 029): event
 * streams stay open for hours and uploads for minutes, so each kind waits only for its own.
 * Sharing one pool of 128, 130 open streams or trickled bodies took every connection and
 * stopped all other `/api` calls.
 */
import type { ServerLimits } from '@rewards/http-edge';
import { type ApiInstanceHealth, ApiInstances } from './api-instances';
import type { ApiTimeouts } from './api-timeouts';
import { upstreamOptions } from './upstream-options';

/**
 * Connections per API instance; together (432) under the API's MAX_CONNECTIONS (512), so the
 * API still takes direct clients. Streams beyond theirs wait at the shell, not at the API.
 * Downloads (CSV exports, whole-list streams) are held as long as their reader is slow, so
 * they have their own few: slow readers wait for each other, not ordinary calls for them.
 */
export const POOL_CONNECTIONS = {
  ordinary: 128,
  streams: 256,
  uploads: 16,
  downloads: 32,
} as const;

export type PoolKind = keyof typeof POOL_CONNECTIONS;

/** With several instances (`npm run start:scale`) requests go round the ones in rotation. */
export function upstreamPool(
  health: ApiInstanceHealth,
  kind: PoolKind,
  limits?: ServerLimits,
  timeouts?: ApiTimeouts,
): ApiInstances {
  const options = {
    ...upstreamOptions(limits, timeouts, { idle: kind !== 'streams' }),
    connections: POOL_CONNECTIONS[kind],
  };
  return new ApiInstances(health, options);
}
