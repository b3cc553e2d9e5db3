import { type Static, Type } from '@sinclair/typebox';
import { EVENT_TYPES, type EventType } from '../events/event-types';
import { Nullable, StrictObject, StringEnum } from './common';

// Schemas of what `GET /api/events` sends (names and permissions: src/events/event-types.ts).

/**
 * One change to a row, read from the event table the database triggers write in the same
 * transaction as the change. No personal data: a screen refetches what it shows.
 */
export const LiveEvent = StrictObject({
  /** Increasing; the SSE `id:` a reconnect resumes after (`Last-Event-ID`). */
  id: Type.Integer({ minimum: 1 }),
  type: StringEnum<EventType>(EVENT_TYPES),
  /** The changed row's id (1 for the single UPI settings row; a review claim's item id). */
  entityId: Type.Integer(),
  /** When the change was committed to the event table, epoch ms. */
  at: Type.Integer(),
  /** The admin who made the change through the API; null for the app backend's own writes. */
  adminId: Nullable(Type.Integer()),
  /** The app user the row belongs to (wallet transactions, withdrawals, crypto payments...). */
  userId: Nullable(Type.Integer()),
  /**
   * The row's status after the change, where it has one: a withdrawal's `pending`/`completed`/
   * `rejected`, a wallet transaction's, a crypto payment's `payment_status`, a user's `status`;
   * a contact message's `unread`/`read`/`handled`; a review claim's item kind (`withdrawal`...).
   */
  status: Nullable(Type.String()),
});
export type LiveEvent = Static<typeof LiveEvent>;

/** Data of `ready` and `reset`: the id the stream continues after. */
export const StreamCursor = StrictObject({ lastId: Type.Integer({ minimum: 0 }) });
export type StreamCursor = Static<typeof StreamCursor>;

/** The sidebar badges; null where the admin's role may not see that list. */
export const EventCounts = StrictObject({
  pendingWithdrawals: Nullable(Type.Integer({ minimum: 0 })),
  /** Wallet transactions flagged due. */
  duePayments: Nullable(Type.Integer({ minimum: 0 })),
  /** Contact messages nobody opened yet (the same count as /contact-messages/unread-count). */
  unreadMessages: Nullable(Type.Integer({ minimum: 0 })),
});
export type EventCounts = Static<typeof EventCounts>;

export const EventCountsResponse = StrictObject({
  success: Type.Literal(true),
  data: EventCounts,
});
export type EventCountsResponse = Static<typeof EventCountsResponse>;

/** `?since=<id>`: resume after this id when no `Last-Event-ID` header is sent. */
export const EventStreamQuery = StrictObject({
  since: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
});
export type EventStreamQuery = Static<typeof EventStreamQuery>;

/** `Last-Event-ID`, as EventSource sends it back on a reconnect. */
export const EventStreamHeaders = Type.Object({
  'last-event-id': Type.Optional(
    Type.String({ pattern: '^[0-9]{1,15}$', description: 'The last event id received' }),
  ),
});
export type EventStreamHeaders = Static<typeof EventStreamHeaders>;
