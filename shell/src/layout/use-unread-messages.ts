import { useEffect, useState } from 'react';
import { useLocation } from '@rewards/shared/router';
import type { InboxUnreadResponse } from '@rewards/contract';
import { apiClient, useInboxVersion, usePermission } from '@rewards/shared';

async function fetchUnreadCount(): Promise<number> {
  const { data } = await apiClient.get<InboxUnreadResponse>('/contact-messages/unread-count');
  return data.data.unread;
}

/**
 * The sidebar's unread-message count: read on every page change and whenever the Messages
 * screen announces a change. A failed read keeps the last count (it is a hint, not data an
 * admin acts on) and is logged. Admins who may not read messages never ask (null).
 */
export function useUnreadMessages(): number | null {
  const { pathname } = useLocation();
  const version = useInboxVersion();
  const mayRead = usePermission('contact:read');
  const [unread, setUnread] = useState<number | null>(null);

  useEffect(() => {
    if (!mayRead) return;
    let cancelled = false;
    fetchUnreadCount()
      .then((count) => !cancelled && setUnread(count))
      .catch((error: unknown) => console.error('[shell] unread message count failed', error));
    return () => {
      cancelled = true;
    };
  }, [pathname, version, mayRead]);

  return mayRead ? unread : null;
}
