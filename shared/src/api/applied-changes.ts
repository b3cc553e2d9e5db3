import type { AxiosResponse } from 'axios';
import { CHANGE_IDS_HEADER } from '@rewards/contract/events';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The caller applies the answer to what is shown itself (a row patch): the change events
     * the write caused (`x-change-ids`) are then skipped on this tab's stream, not refetched.
     */
    appliesAnswer?: boolean;
  }
}

/** Long enough for the stream to bring the event (SQLite polls every 200 ms). */
const KEEP_MS = 60_000;
/** Change event id -> when its answer was applied (module-level: the federated singleton's). */
const applied = new Map<number, number>();

/** Notes the change events of an answer its caller applies (the http client calls it). */
export function noteAppliedChanges(response: AxiosResponse, now = Date.now()): void {
  if (!response.config.appliesAnswer) return;
  const header = response.headers[CHANGE_IDS_HEADER];
  if (typeof header !== 'string') return;
  for (const part of header.split(',')) {
    const id = Number(part);
    if (Number.isSafeInteger(id) && id > 0) applied.set(id, now);
  }
}

/** Whether this tab already applied the change event `id` (each id answers true once). */
export function takeAppliedChange(id: number, now = Date.now()): boolean {
  for (const [old, at] of applied) if (now - at > KEEP_MS) applied.delete(old);
  return applied.delete(id);
}
