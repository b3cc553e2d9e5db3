import { useState } from 'react';
import { logout, useSessionStore } from '@rewards/shared';
import { Button } from '@rewards/shared/ui';

/** Ends the server session, forgets cached data and returns to the login screen. */
export function LogoutButton() {
  const [busy, setBusy] = useState(false);

  async function handleLogout() {
    setBusy(true);
    try {
      await logout();
    } catch {
      // Even if the server cannot be reached, the admin asked to leave: sign out locally.
    }
    // The route guard sees the signed-out state and takes the admin to /login.
    useSessionStore.getState().signOut();
  }

  return (
    <Button
      variant="ghost"
      w="full"
      justifyContent="flex-start"
      onClick={handleLogout}
      loading={busy}
    >
      Logout
    </Button>
  );
}
