import type { Notification } from '../api/notifications';
import { defineList } from './list-declaration';
import { dateColumn, idColumn, userFilter } from './money-columns';

/** Notifications (`/notifications`), newest first. */
export const NOTIFICATION_LIST = defineList<Notification>()({
  key: 'notifications',
  path: '/notifications',
  operationName: 'Notifications',
  permission: 'notifications:read',
  dataSet: 'notifications',
  entity: 'notification',
  sortKeys: ['id', 'user', 'date'],
  defaultSort: { key: 'date', direction: 'desc' },
  filters: {
    user: userFilter,
    from: { kind: 'date', bound: 'from' },
    to: { kind: 'date', bound: 'to' },
  },
  columns: [
    idColumn(),
    {
      id: 'user',
      header: 'User',
      sortKey: 'user',
      csv: (row) => `${row.full_name} <${row.email}>`,
    },
    { id: 'message', header: 'Message', csv: (row) => row.message },
    dateColumn((row) => row.created_at),
    { id: 'actions', header: 'Action' },
  ],
  csvFileName: 'notifications.csv',
});
