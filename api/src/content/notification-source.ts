import { Notification, NOTIFICATION_LIST } from '@rewards/contract';
import { notificationsByIds } from './notification-service';
import { dateCondition, ofUser } from '../lists/list-filters';
import type { SourceOf } from '../lists/list-source';

/** Notifications (docs/product.md#notifications). */
export const notificationSource: SourceOf<typeof NOTIFICATION_LIST> = {
  declaration: NOTIFICATION_LIST,
  row: Notification,
  table: 'notifications',
  tag: 'notifications',
  noun: 'Notifications',
  sortKeys: {
    id: { column: 'id', kind: 'number' },
    user: { column: 'user_id', kind: 'number' },
    date: { column: 'created_at', kind: 'text' },
  },
  filter: (_db, name, value) =>
    name === 'user' ? ofUser(value) : dateCondition('created_at', name, value, name),
  rowsByIds: notificationsByIds,
  summary: null,
};
