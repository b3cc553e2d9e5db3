import type { LiveEvent } from '@rewards/contract';
import { openSse, type SseClient } from '../test/helpers/sse-client';

/** A signed-in stream and a way to wait for one change on it, timed. */
export async function observe(url: string, cookie: string, lastEventId?: string) {
  const client: SseClient = await openSse(`${url}/api/events`, {
    cookie,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
  if (client.status !== 200) throw new Error(`stream refused: ${client.status}`);
  await client.waitFor((m) => m.event === 'ready' || m.event === 'reset', 30_000);
  return {
    client,
    /** Resolves with the arrival time of the first change matching. */
    arrival: (type: string, entityId: number, timeoutMs = 10_000) =>
      client
        .waitFor(
          (m) =>
            m.event === 'change' &&
            (m.data as LiveEvent).type === type &&
            (m.data as LiveEvent).entityId === entityId,
          timeoutMs,
        )
        .then(() => performance.now()),
  };
}

export const changesOf = (client: SseClient): LiveEvent[] =>
  client.messages.filter((m) => m.event === 'change').map((m) => m.data as LiveEvent);

export function percentiles(samples: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: Math.round(at(0.5)), p95: Math.round(at(0.95)), max: Math.round(at(1)) };
}

/** Resident memory of a process, MB (Linux /proc). */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
