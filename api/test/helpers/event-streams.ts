import type { LiveEvent } from '@rewards/contract';
import type { AppConfig } from '../../src/config';
import { openSse, type SseClient, type SseMessage } from './sse-client';
import type { TestContext } from './test-app';

/** Live-update settings fast enough for tests: a 50 ms poll, a heartbeat every 300 ms. */
export const fastEvents = (overrides: Partial<AppConfig['events']> = {}): AppConfig['events'] => ({
  pollMs: 50,
  heartbeatMs: 300,
  keepHours: 72,
  keepMax: 100_000,
  pruneIntervalMs: 600_000,
  maxStreamsPerSession: 8,
  maxStreamsPerAdmin: 16,
  maxStreamsPerAddress: 32,
  ...overrides,
});

/** Listens on an ephemeral port (streams need a real socket) and returns the base URL. */
export async function listen(t: TestContext): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

export const isChange = (m: SseMessage): boolean => m.event === 'change';
export const changes = (client: SseClient): LiveEvent[] =>
  client.messages.filter(isChange).map((m) => m.data as LiveEvent);

/** Waits for a change of `type` on entity `id`. */
export const waitForChange = (
  client: SseClient,
  type: string,
  id: number,
  timeoutMs?: number,
): Promise<LiveEvent> =>
  client
    .waitFor(
      (m) =>
        isChange(m) && (m.data as LiveEvent).type === type && (m.data as LiveEvent).entityId === id,
      timeoutMs,
    )
    .then((m) => m.data as LiveEvent);

export const stream = (base: string, cookie: string, headers: Record<string, string> = {}) =>
  openSse(`${base}/api/events`, { cookie, ...headers });
