import { Type } from '@sinclair/typebox';
import { StrictObject, Text, Timestamp } from './common';

export const Notification = StrictObject({
  id: Type.Integer(),
  user_id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  created_at: Timestamp,
});
export const NotificationListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(Notification),
});
export const NotificationResponse = StrictObject({
  success: Type.Literal(true),
  data: Notification,
});

export const NOTIFICATION_MAX = 1000;
export const NewNotificationBody = StrictObject({
  user_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  message: Text(NOTIFICATION_MAX, 'Message'),
});
export const EditNotificationBody = StrictObject({ message: Text(NOTIFICATION_MAX, 'Message') });
