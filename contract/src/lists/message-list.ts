import type { InboxMessage } from '../api/contact';
import { defineList } from './list-declaration';
import { dateColumn } from './money-columns';

export type InboxStatus = 'Unread' | 'Read' | 'Handled';

/** A message's state as the inbox names it: handled implies read. */
export function inboxStatus(message: Pick<InboxMessage, 'read_at' | 'handled_at'>): InboxStatus {
  if (message.handled_at) return 'Handled';
  return message.read_at ? 'Read' : 'Unread';
}

/**
 * Messages (`/messages`, the contact inbox). The default order is the screen's: unread first,
 * newest first within each group (the `inbox` key, one indexed column, migration 025).
 */
export const MESSAGE_LIST = defineList<InboxMessage>()({
  key: 'messages',
  path: '/messages',
  operationName: 'InboxMessages',
  permission: 'contact:read',
  dataSet: 'contact-messages',
  entity: 'contact_message',
  sortKeys: ['inbox', 'id', 'from', 'date', 'status'],
  defaultSort: { key: 'inbox', direction: 'desc' },
  filters: {
    q: { kind: 'search', label: 'name, email or text' },
    from: { kind: 'date', bound: 'from' },
    to: { kind: 'date', bound: 'to' },
  },
  columns: [
    { id: 'from', header: 'From', sortKey: 'from', csv: (row) => row.name },
    // Shown under the name on screen; its own CSV column so a spreadsheet can use it.
    { id: 'email', header: 'Email', csv: (row) => row.email },
    { id: 'message', header: 'Message', csv: (row) => row.message },
    dateColumn((row) => row.created_at, 'Received'),
    { id: 'status', header: 'Status', sortKey: 'status', csv: (row) => inboxStatus(row) },
    { id: 'actions', header: 'Action' },
  ],
  csvFileName: 'messages.csv',
});
