import { isWithinDateRange, matchesSearch } from '@rewards/shared';
import type { InboxMessage } from '@rewards/contract';

export type InboxStatus = 'Unread' | 'Read' | 'Handled';

export function inboxStatus(message: InboxMessage): InboxStatus {
  if (message.handled_at) return 'Handled';
  return message.read_at ? 'Read' : 'Unread';
}

/** Unread first (they need someone), then newest first within each group. */
export function inboxOrder(messages: readonly InboxMessage[]): InboxMessage[] {
  return [...messages].sort(
    (a, b) =>
      Number(a.read_at !== null) - Number(b.read_at !== null) ||
      b.created_at.localeCompare(a.created_at) ||
      b.id - a.id,
  );
}

// A type alias, not an interface: useUrlFilters needs a string record.
export type InboxFilters = { q: string; from: string; to: string };

export function matchesInbox(message: InboxMessage, filters: InboxFilters): boolean {
  return (
    matchesSearch(filters.q, [message.name, message.email, message.message]) &&
    isWithinDateRange(message.created_at, filters.from, filters.to)
  );
}

/** A reply in the admin's mail program, to the sender, quoting the first line of the message. */
export function replyHref(message: InboxMessage): string {
  const firstLine = message.message.split('\n')[0]!.slice(0, 60);
  const subject = `Re: ${firstLine}`;
  const body = `\n\n---\n${message.name} wrote:\n${message.message}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
