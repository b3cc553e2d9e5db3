import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEvent, User } from '@rewards/contract';
import { useLiveRows } from '@rewards/shared';
import { useLiveChanges, useQueryClient } from '@rewards/shared/query';
import { userListKeys } from './user-list-keys';

export interface LiveUsers {
  /** A user created since the page opened, for the 5 s highlight. */
  isFresh: (user: User) => boolean;
  /** Users created while the admin was looking elsewhere: the "N new users" notice. */
  newCount: number;
  /** Runs the current view again, the new users highlighted. */
  showNew: () => void;
}

const createdIds = (events: readonly LiveEvent[]) =>
  events.filter((event) => event.type === 'user.created').map((event) => ({ id: event.entityId }));

/**
 * New users on the server-paged list (issue 17), through the same `useLiveRows` as the other
 * live screens. The list holds only the windows in view, so which users are new comes from
 * the stream's `user.created` events rather than from rows appearing (a window scrolled to
 * for the first time is not news). While `hold` (scrolled, searching, filtered or sorted) the
 * windows are not refetched for new users (`holdNewRows` in useUserList): the rows in view
 * stay put and a notice counts the new users until Show, or until the admin is back at the
 * top of the default view, fetches the view again.
 */
export function useLiveUsers(hold: boolean): LiveUsers {
  const client = useQueryClient();
  const [created, setCreated] = useState<readonly { id: number }[]>([]);
  useLiveChanges((events) => {
    const ids = createdIds(events);
    if (ids.length > 0) setCreated((current) => [...current, ...ids]);
  });
  const live = useLiveRows(created, hold);

  const rerun = useCallback(
    () => void client.invalidateQueries({ queryKey: userListKeys.all }),
    [client],
  );
  // Users that arrived while held are not in the cached windows yet: fetch them once the
  // hold ends (useLiveRows highlights them then).
  const waiting = useRef(0);
  useEffect(() => {
    if (hold) waiting.current = live.newCount;
    else if (waiting.current > 0) {
      waiting.current = 0;
      rerun();
    }
  }, [hold, live.newCount, rerun]);

  const { showNew } = live;
  return {
    isFresh: live.isFresh,
    newCount: live.newCount,
    showNew: useCallback(() => {
      showNew();
      rerun();
    }, [showNew, rerun]),
  };
}
