import { useEffect } from 'react';
import { fetchCurrentAdmin } from '../api/auth-api';
import { useSessionStore } from './session-store';

let checking: Promise<void> | null = null;

/**
 * Asks the server once per page load whether the session cookie is still valid. Only admin
 * screens (the shell's guard and login, a standalone admin remote) call this, so public
 * visitors never trigger a request that would answer 401.
 */
export function useSessionCheck(): void {
  useEffect(() => {
    if (useSessionStore.getState().status !== 'unknown') return;
    checking ??= fetchCurrentAdmin()
      .then((admin) => useSessionStore.getState().signIn(admin))
      .catch(() => useSessionStore.getState().markSignedOut())
      .finally(() => {
        checking = null;
      });
  }, []);
}
