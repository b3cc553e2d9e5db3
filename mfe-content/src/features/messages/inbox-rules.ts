import type { InboxMessage } from '@rewards/contract';

// The status names live with the list's declaration (MESSAGE_LIST), which the CSV shares.
export { inboxStatus, type InboxStatus } from '@rewards/contract/lists';

// A type alias, not an interface: the URL filters are a string record.
export type InboxFilters = { q: string; from: string; to: string };

/** A reply in the admin's mail program, to the sender, quoting the first line of the message. */
export function replyHref(message: InboxMessage): string {
  const firstLine = message.message.split('\n')[0]!.slice(0, 60);
  const subject = `Re: ${firstLine}`;
  const body = `\n\n---\n${message.name} wrote:\n${message.message}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
