import { useCallback, useState } from 'react';
import type { InboxMessage, InboxMessageChange } from '@rewards/contract';
import { DATA_SETS, serverMessageOr, usePendingActions } from '@rewards/shared';
import { useQueryClient } from '@rewards/shared/query';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { changeMessage, deleteMessage } from './messages-api';

/** How the page's list takes a change: the server's row in place, or the row gone. */
export interface InboxPatches {
  replaceRow: (row: InboxMessage) => void;
  removeRow: (id: number) => void;
}

/**
 * The open message and the changes an admin makes to it. Each change shows only what the
 * server answered, patched into the list where the row is (it keeps its place until the list
 * is read again), and refreshes the sidebar's pending-work counts (the shell reads them from
 * the same query cache).
 */
export function useInbox({ replaceRow, removeRow }: InboxPatches) {
  const client = useQueryClient();
  const announceInboxChange = useCallback(
    () => void client.invalidateQueries({ queryKey: [DATA_SETS.pendingWork] }),
    [client],
  );
  const [open, setOpen] = useState<InboxMessage | null>(null);
  const { run, isPending } = usePendingActions();

  const patch = useCallback(
    async (id: number, change: InboxMessageChange, failure: string) =>
      run(`change:${id}`, async () => {
        try {
          const saved = await changeMessage(id, change);
          replaceRow(saved);
          setOpen((shown) => (shown?.id === id ? saved : shown));
          announceInboxChange();
          return saved;
        } catch (error) {
          console.error('[mfe-content] contact message change failed', error);
          notify('error', failure, serverMessageOr(error, 'Please try again.'));
          return undefined;
        }
      }),
    [run, replaceRow, announceInboxChange],
  );

  /** Opening an unread message marks it read. */
  const openMessage = useCallback(
    (row: InboxMessage) => {
      setOpen(row);
      if (!row.read_at) void patch(row.id, { read: true }, 'Could not mark the message read');
    },
    [patch],
  );

  const setHandled = async (row: InboxMessage, handled: boolean) => {
    const saved = await patch(row.id, { handled }, 'Could not update the message');
    if (saved) notify('success', handled ? 'Marked handled' : 'Marked open');
  };

  const remove = async (row: InboxMessage) => {
    const confirmed = await confirmAction({
      title: 'Delete message',
      message: `Are you sure you want to delete the message from ${row.name} (${row.email})?`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!confirmed) return;
    await run(`delete:${row.id}`, async () => {
      try {
        await deleteMessage(row.id);
        removeRow(row.id);
        setOpen(null);
        announceInboxChange();
        notify('success', 'Message deleted');
      } catch (error) {
        console.error('[mfe-content] contact message delete failed', error);
        notify(
          'error',
          'Could not delete the message',
          serverMessageOr(error, 'Please try again.'),
        );
      }
    });
  };

  return {
    open,
    openMessage,
    close: () => setOpen(null),
    setHandled,
    remove,
    isBusy: (id: number) => isPending(`change:${id}`) || isPending(`delete:${id}`),
  };
}

export type Inbox = ReturnType<typeof useInbox>;
