/**
 * Live updates (decisions 015 and 016): what `GET /api/events` (Server-Sent Events) sends.
 * Plain data only, like `/limits` and `/permissions`: browser code imports it at runtime
 * (`@rewards/contract/events`) without TypeBox. The TypeBox schemas describing the same
 * payloads for the API and OpenAPI are in `src/api/events.ts` and are checked against these.
 */
import type { EventCounts } from '../api/events';
import type { Permission } from '../permissions/permission-matrix';

/** Where a browser opens the stream (`new EventSource(EVENTS_URL)`, same origin, cookie sent). */
export const EVENTS_URL = '/api/events';
/** The sidebar badges without a stream (`apiClient.get('/events/counts')`). */
export const EVENT_COUNTS_URL = '/api/events/counts';

/**
 * Every table whose changes are announced, by the entity name the event types use. Each one
 * announces `<entity>.created`, `<entity>.updated` and `<entity>.deleted`.
 */
export const EVENT_ENTITIES = [
  'user',
  'wallet_transaction',
  'withdrawal',
  'crypto_payment',
  'contact_message',
  'banner',
  'quiz',
  'video',
  'notification',
  'upi_settings',
  'wallet_change',
  'review_claim',
] as const;
export type EventEntity = (typeof EVENT_ENTITIES)[number];

export const EVENT_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

export type EventType = `${EventEntity}.${EventAction}`;
export const EVENT_TYPES: readonly EventType[] = EVENT_ENTITIES.flatMap((entity) =>
  EVENT_ACTIONS.map((action): EventType => `${entity}.${action}`),
);

/** The permission an admin needs to receive an entity's events (the one its list screen needs). */
export const EVENT_PERMISSIONS: Readonly<Record<EventEntity, Permission>> = {
  user: 'users:read',
  wallet_transaction: 'payments:read',
  withdrawal: 'payments:read',
  crypto_payment: 'payments:read',
  contact_message: 'contact:read',
  banner: 'content:read',
  quiz: 'content:read',
  video: 'content:read',
  notification: 'notifications:read',
  upi_settings: 'upi:manage',
  // Decision 035: the changes awaiting a second admin, shown to those who may edit wallets.
  wallet_change: 'users:wallet',
  // Decision 055: a claim tells the other admins on the review queue to skip its item.
  review_claim: 'payments:decide',
};

export const entityOf = (type: EventType): EventEntity => type.split('.')[0] as EventEntity;

/**
 * SSE `event:` names on the stream. Every stream starts with `ready` (or `reset`), then
 * `counts`, then `change`s; comment lines (`: heartbeat`) keep proxies from closing it.
 */
export const SSE_EVENTS = {
  /** Connected; `id:` is where the stream resumes from. Data: `StreamCursor`. */
  ready: 'ready',
  /**
   * The resume point (`Last-Event-ID` or `?since=`) is older than the oldest kept event (or
   * newer than the newest): some changes cannot be replayed, so refetch everything shown.
   * Sent instead of `ready`; the stream then continues from `lastId`. Data: `StreamCursor`.
   */
  reset: 'reset',
  /** One change, `id:` = its `LiveEvent.id`. Data: `LiveEvent`. */
  change: 'change',
  /** The sidebar's pending-work counts, after connecting and whenever they may change. */
  counts: 'counts',
} as const;
export type SseEventName = (typeof SSE_EVENTS)[keyof typeof SSE_EVENTS];

/**
 * Response header of an admin write: the ids of the change events it wrote (comma-separated,
 * at most `MAX_CHANGE_IDS`, else absent). A tab that applied the answer itself skips those
 * events when the stream brings them, instead of fetching what it already shows.
 */
export const CHANGE_IDS_HEADER = 'x-change-ids';
export const MAX_CHANGE_IDS = 100;

/** Entities whose changes can move a count of `EventCounts`. */
export const COUNTED_ENTITIES: readonly EventEntity[] = [
  'withdrawal',
  'wallet_transaction',
  'contact_message',
];

/** Each count and the permission it needs; without it the count is null. */
export const COUNT_PERMISSIONS = {
  pendingWithdrawals: 'payments:read',
  duePayments: 'payments:read',
  unreadMessages: 'contact:read',
} as const satisfies Record<keyof EventCounts, Permission>;

export type { EventCounts, LiveEvent, StreamCursor } from '../api/events';
