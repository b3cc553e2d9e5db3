import { positiveIntFrom } from '@rewards/http-edge';

// The live events' settings (decision 015), read with the rest of the config (config.ts).

export interface EventsConfig {
  /** SQLite: how often the one reader per process looks for new events (EVENTS_POLL_MS). */
  pollMs: number;
  /**
   * A comment line on every stream this often (EVENTS_HEARTBEAT_MS), when each stream's
   * session is also checked again: a signed-out or disabled admin's stream ends within it.
   */
  heartbeatMs: number;
  /** Events older than this many hours are pruned (EVENTS_KEEP_HOURS). */
  keepHours: number;
  /** At most this many events are kept (EVENTS_KEEP_MAX). */
  keepMax: number;
  /** How often pruning runs (EVENTS_PRUNE_INTERVAL_MS). */
  pruneIntervalMs: number;
  /**
   * Open streams one session may hold on an instance (EVENTS_MAX_STREAMS_PER_SESSION): one per
   * tab; beyond it 429, so one signed-in party cannot take every connection to the API.
   */
  maxStreamsPerSession: number;
  /**
   * Open streams one admin account may hold on an instance across all its sessions
   * (EVENTS_MAX_STREAMS_PER_ADMIN): beyond it the account's oldest stream ends for the
   * newest, so 40 sessions of one account cannot take the shell's every stream (the attack review).
   */
  maxStreamsPerAdmin: number;
  /** Open streams from one client address on an instance (EVENTS_MAX_STREAMS_PER_ADDRESS). */
  maxStreamsPerAddress: number;
}

export function eventsFrom(env: NodeJS.ProcessEnv): EventsConfig {
  return {
    pollMs: positiveIntFrom(env.EVENTS_POLL_MS, 200, 'EVENTS_POLL_MS'),
    heartbeatMs: positiveIntFrom(env.EVENTS_HEARTBEAT_MS, 15_000, 'EVENTS_HEARTBEAT_MS'),
    keepHours: positiveIntFrom(env.EVENTS_KEEP_HOURS, 72, 'EVENTS_KEEP_HOURS'),
    keepMax: positiveIntFrom(env.EVENTS_KEEP_MAX, 100_000, 'EVENTS_KEEP_MAX'),
    pruneIntervalMs: positiveIntFrom(
      env.EVENTS_PRUNE_INTERVAL_MS,
      600_000,
      'EVENTS_PRUNE_INTERVAL_MS',
    ),
    maxStreamsPerSession: positiveIntFrom(
      env.EVENTS_MAX_STREAMS_PER_SESSION,
      8,
      'EVENTS_MAX_STREAMS_PER_SESSION',
    ),
    maxStreamsPerAdmin: positiveIntFrom(
      env.EVENTS_MAX_STREAMS_PER_ADMIN,
      16,
      'EVENTS_MAX_STREAMS_PER_ADMIN',
    ),
    maxStreamsPerAddress: positiveIntFrom(
      env.EVENTS_MAX_STREAMS_PER_ADDRESS,
      32,
      'EVENTS_MAX_STREAMS_PER_ADDRESS',
    ),
  };
}
