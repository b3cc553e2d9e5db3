import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StrictObject, Text, Timestamp } from './common';

/**
 * The public contact forms (landing page and /contact). `website` is a honeypot: hidden from
 * people, so a value means a bot filled every field; the API answers as usual and stores nothing.
 */
export const ContactMessage = StrictObject({
  name: Text(100, 'Name'),
  email: Type.String({ format: 'email', maxLength: 254 }),
  message: Text(5000, 'Message'),
  website: Type.Optional(Type.String({ maxLength: 200, description: 'Honeypot; leave empty' })),
});
export type ContactMessage = Static<typeof ContactMessage>;

/** A contact message as the admins' inbox sees it. */
export const InboxMessage = StrictObject({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  created_at: Timestamp,
  /** When an admin first opened it; null = unread. */
  read_at: Nullable(Timestamp),
  /** When an admin marked it handled; null = still open. */
  handled_at: Nullable(Timestamp),
});
export type InboxMessage = Static<typeof InboxMessage>;

export const InboxListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(InboxMessage),
});
export type InboxListResponse = Static<typeof InboxListResponse>;

export const InboxMessageResponse = StrictObject({
  success: Type.Literal(true),
  data: InboxMessage,
});
export type InboxMessageResponse = Static<typeof InboxMessageResponse>;

export const InboxUnreadResponse = StrictObject({
  success: Type.Literal(true),
  data: StrictObject({ unread: Type.Integer({ minimum: 0 }) }),
});
export type InboxUnreadResponse = Static<typeof InboxUnreadResponse>;

/** Marks a message read or unread, handled or open; at least one of the two. */
export const InboxMessageChange = Type.Object(
  { read: Type.Optional(Type.Boolean()), handled: Type.Optional(Type.Boolean()) },
  {
    additionalProperties: false,
    minProperties: 1,
    'x-error-message': 'Send read and/or handled, each true or false',
  },
);
export type InboxMessageChange = Static<typeof InboxMessageChange>;
