import { InboxMessage, MESSAGE_LIST } from '@rewards/contract';
import { dialectOf } from '../db/dialect';
import { inboxByIds } from './contact-inbox';
import { dateCondition } from '../lists/list-filters';
import type { SourceOf } from '../lists/list-source';

/** Messages: the contact inbox (docs/product.md#navigation, the Messages entry). */
export const messageSource: SourceOf<typeof MESSAGE_LIST> = {
  declaration: MESSAGE_LIST,
  row: InboxMessage,
  table: 'contact_messages',
  tag: 'contact inbox',
  noun: 'Contact messages',
  sortKeys: {
    // Columns the database computes from read_at / handled_at (migration 025).
    inbox: { column: 'inbox_order', kind: 'text' },
    status: { column: 'inbox_status', kind: 'text' },
    id: { column: 'id', kind: 'number' },
    from: { column: 'name', kind: 'text' },
    date: { column: 'created_at', kind: 'text' },
  },
  // The sender and text from their trigram index (migration 028), or, for a broad search, in
  // the sort order (decision 040): a LIKE alone read every message for a rare match.
  filter: (db, name, value, plan) =>
    name === 'q'
      ? dialectOf(db).listTextMatch('contact_messages', value, plan?.broadSearch)
      : dateCondition('created_at', name, value, name),
  rowsByIds: inboxByIds,
  summary: null,
};
