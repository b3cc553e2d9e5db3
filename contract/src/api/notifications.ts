import { type Static, Type } from '@sinclair/typebox';
import { StrictObject, Text, Timestamp } from './common';
import { NOTIFICATION_MAX } from './limits';

export const Notification = StrictObject({
  id: Type.Integer(),
  user_id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  created_at: Timestamp,
});
export type Notification = Static<typeof Notification>;
export const NotificationListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(Notification),
});
export type NotificationListResponse = Static<typeof NotificationListResponse>;
export const NotificationResponse = StrictObject({
  success: Type.Literal(true),
  data: Notification,
});
export type NotificationResponse = Static<typeof NotificationResponse>;

export const NewNotificationBody = StrictObject({
  user_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  message: Text(NOTIFICATION_MAX, 'Message'),
});
export type NewNotificationBody = Static<typeof NewNotificationBody>;
export const EditNotificationBody = StrictObject({ message: Text(NOTIFICATION_MAX, 'Message') });
export type EditNotificationBody = Static<typeof EditNotificationBody>;
