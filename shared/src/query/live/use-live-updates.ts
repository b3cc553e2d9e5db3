import { useEffect } from 'react';
import { useSessionStore } from '@rewards/shared';
import { useQueryClient } from '@tanstack/react-query';
import { connectLiveUpdates, disconnectLiveUpdates } from './live-connection';

/**
 * Keeps the tab's event stream open while an admin is signed in (with their own password)
 * and closes it on logout or when the session ends. The shell's admin layout calls it once; screens need nothing: events
 * mark their queries stale through the shared cache.
 */
export function useLiveUpdates(): void {
  const client = useQueryClient();
  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  // A one-time password opens only the password form (the admin review): the stream would be refused
  // (403) until it is changed, and the top bar says so instead of "Offline, reconnecting".
  // Likewise while a role that needs a second factor has none set up.
  const held = useSessionStore(
    (state) =>
      (state.admin?.mustChangePassword ?? false) || (state.admin?.mustEnrolFactor ?? false),
  );
  useEffect(() => {
    if (!signedIn || held) return;
    connectLiveUpdates(client);
    return disconnectLiveUpdates;
  }, [client, signedIn, held]);
}
