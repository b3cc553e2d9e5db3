import { useCallback, useMemo, useState } from 'react';
import type { InboxMessage, InboxMessageChange } from '@rewards/contract';
import { DATA_SETS, serverMessageOr, usePendingActions } from '@rewards/shared';
import { useQueryClient, useScreenQuery } from '@rewards/shared/query';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { inboxOrder } from './inbox-rules';
import { changeMessage, deleteMessage, fetchInbox, inboxKeys } from './messages-api';

const NONE: InboxMessage[] = [];

function logLoadFailure(error: unknown) {
  console.error('[mfe-content] failed to load contact messages', error);
}

/**
 * The inbox: the list (unread first), the open message, and the changes an admin makes.
 * Each change shows only what the server answered and refreshes the sidebar's pending-work
 * counts (the shell reads them from the same query cache).
 */
export function useInbox() {
  const remote = useScreenQuery(inboxKeys.list(), fetchInbox, NONE, logLoadFailure);
  const { setData } = remote;
  const client = useQueryClient();
  const announceInboxChange = useCallback(
    () => void client.invalidateQueries({ queryKey: [DATA_SETS.pendingWork] }),
    [client],
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const { run, isPending } = usePendingActions();
  const rows = useMemo(() => inboxOrder(remote.data), [remote.data]);
  const open = rows.find((row) => row.id === openId) ?? null;

  const patch = useCallback(
    async (id: number, change: InboxMessageChange, failure: string) =>
      run(`change:${id}`, async () => {
        try {
          const saved = await changeMessage(id, change);
          setData((list) => list.map((row) => (row.id === id ? saved : row)));
          announceInboxChange();
          return saved;
        } catch (error) {
          console.error('[mfe-content] contact message change failed', error);
          notify('error', failure, serverMessageOr(error, 'Please try again.'));
          return undefined;
        }
      }),
    [run, setData, announceInboxChange],
  );

  /** Opening an unread message marks it read. */
  const openMessage = useCallback(
    (row: InboxMessage) => {
      setOpenId(row.id);
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
        setData((list) => list.filter((item) => item.id !== row.id));
        setOpenId(null);
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
    ...remote,
    rows,
    open,
    openMessage,
    close: () => setOpenId(null),
    setHandled,
    remove,
    isBusy: (id: number) => isPending(`change:${id}`) || isPending(`delete:${id}`),
  };
}

export type Inbox = ReturnType<typeof useInbox>;
