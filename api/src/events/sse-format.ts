import type { SseEventName } from '@rewards/contract';

/** One Server-Sent Events message; `id` sets what the browser sends back as Last-Event-ID. */
export function sseMessage(event: SseEventName, data: unknown, id?: number): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  return `${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by EventSource, keeps proxies and idle timers from closing the stream. */
export const SSE_HEARTBEAT = ': heartbeat\n\n';

/** `retry:` tells EventSource how long to wait before reconnecting after a drop. */
export const sseRetry = (retryMs: number): string => `retry: ${retryMs}\n\n`;
