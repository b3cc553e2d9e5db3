import type { EventCounts, LiveEvent, StreamCursor } from '@rewards/contract';
import { EVENTS_URL, SSE_EVENTS } from '@rewards/contract/events';
import { takeAppliedChange } from '@rewards/shared';
import type { QueryClient } from '@tanstack/react-query';
import { reconnectDelay } from './backoff';
import { setLiveStatus } from './live-status';
import { tellListeners } from './live-listeners';
import { markApplied, putCounts, refreshChanged, refreshEverything } from './live-routing';

/** Changes arriving this close together refresh each data set once (the simulator sends bursts). */
const BATCH_MS = 150;

interface Connection {
  source: EventSource | null;
  client: QueryClient;
  /** The last event id seen: a connection we reopen ourselves resumes after it (`?since=`). */
  lastId: number | null;
  attempt: number;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  batch: LiveEvent[];
  batchTimer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The page's one event stream. `@rewards/shared/query` is a federated singleton, so this
 * module-level connection is shared by the shell and every remote: one EventSource per tab.
 */
let connection: Connection | null = null;

const parse = <T>(message: MessageEvent<string>): T => JSON.parse(message.data) as T;

function remember(message: MessageEvent<string>) {
  const id = Number(message.lastEventId);
  if (connection && Number.isSafeInteger(id) && id > 0) connection.lastId = id;
}

function flushBatch() {
  if (!connection) return;
  const events = connection.batch;
  connection.batch = [];
  connection.batchTimer = undefined;
  // This tab's own changes whose answers it applied (a row patch) cost nothing here.
  const applied: LiveEvent[] = [];
  const fresh: LiveEvent[] = [];
  for (const event of events) (takeAppliedChange(event.id) ? applied : fresh).push(event);
  markApplied(connection.client, applied);
  refreshChanged(connection.client, fresh);
  if (fresh.length > 0) tellListeners(fresh);
}

function onChange(message: MessageEvent<string>) {
  if (!connection) return;
  remember(message);
  connection.batch.push(parse<LiveEvent>(message));
  connection.batchTimer ??= setTimeout(flushBatch, BATCH_MS);
}

function onReady(message: MessageEvent<string>, missedSome: boolean) {
  if (!connection) return;
  const cursor = parse<StreamCursor>(message);
  const resumed = connection.lastId !== null;
  connection.lastId = cursor.lastId;
  connection.attempt = 0;
  setLiveStatus('live');
  // The server could not replay what we missed: whatever is shown may be out of date.
  if (missedSome && resumed) refreshEverything(connection.client);
}

function open() {
  if (!connection) return;
  const since = connection.lastId === null ? '' : `?since=${connection.lastId}`;
  const source = new EventSource(`${EVENTS_URL}${since}`);
  connection.source = source;
  const client = connection.client;
  source.addEventListener(SSE_EVENTS.ready, (m) => onReady(m, false));
  source.addEventListener(SSE_EVENTS.reset, (m) => onReady(m, true));
  source.addEventListener(SSE_EVENTS.change, onChange);
  source.addEventListener(SSE_EVENTS.counts, (m) => putCounts(client, parse<EventCounts>(m)));
  source.onerror = () => {
    if (!connection || connection.source !== source) return;
    setLiveStatus('reconnecting');
    // CONNECTING: the browser retries by itself, sending Last-Event-ID. CLOSED (the server
    // refused or answered something else): we retry, later and later.
    if (source.readyState !== EventSource.CLOSED) return;
    connection.source = null;
    connection.retryTimer = setTimeout(open, reconnectDelay(connection.attempt++));
  };
}

/** Opens the stream for a signed-in admin (once per tab; a second call changes nothing). */
export function connectLiveUpdates(client: QueryClient): void {
  if (connection) return;
  connection = {
    source: null,
    client,
    lastId: null,
    attempt: 0,
    retryTimer: undefined,
    batch: [],
    batchTimer: undefined,
  };
  setLiveStatus('connecting');
  open();
}

/** Closes the stream (logout, session ended): nothing more arrives, nothing is retried. */
export function disconnectLiveUpdates(): void {
  if (!connection) return;
  connection.source?.close();
  clearTimeout(connection.retryTimer);
  clearTimeout(connection.batchTimer);
  connection = null;
  setLiveStatus('off');
}
