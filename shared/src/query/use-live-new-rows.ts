import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEvent } from '@rewards/contract';
import { type DataSet, useLiveRows } from '@rewards/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveChanges } from './live/live-listeners';

export interface LiveNewRows {
  /** A row created since the page opened, for the 5 s highlight. */
  isFresh: (row: { id: number }) => boolean;
  /** Rows created while the admin was looking elsewhere: the "N new" notice. */
  newCount: number;
  /** Runs the current view again, the new rows highlighted. */
  showNew: () => void;
}

/**
 * New rows on a server-paged list, through the same `useLiveRows` as every live screen. The
 * list holds only the windows in view, so which rows are new comes from the stream's
 * `<entity>.created` events rather than from rows appearing. While `hold` (scrolled or
 * filtered) the windows are not refetched for new rows (`holdNewRows`): a notice counts them
 * until Show, or until the admin is back at the top of the unfiltered list. With `userId` only
 * that user's new rows count (a user's page lists only theirs; events carry the row's user).
 */
export function useLiveNewRows(
  dataSet: DataSet,
  createdType: string,
  hold: boolean,
  userId?: number,
): LiveNewRows {
  const client = useQueryClient();
  const [created, setCreated] = useState<readonly { id: number }[]>([]);
  useLiveChanges((events: readonly LiveEvent[]) => {
    const ids = events
      .filter((e) => e.type === createdType && (userId === undefined || e.userId === userId))
      .map((e) => ({ id: e.entityId }));
    if (ids.length > 0) setCreated((current) => [...current, ...ids]);
  });
  const live = useLiveRows(created, hold);
  const rerun = useCallback(
    () => void client.invalidateQueries({ queryKey: [dataSet] }),
    [client, dataSet],
  );
  // Rows that arrived while held are not in the cached windows yet: fetch them when it ends.
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
