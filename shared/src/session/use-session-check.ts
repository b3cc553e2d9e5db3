import { useEffect } from 'react';
import type { Admin } from '@rewards/contract';
import { fetchCurrentAdmin } from '../api/auth-api';
import { useSessionStore } from './session-store';

let checking: Promise<void> | null = null;

/**
 * Asks the server once per page load whether the session cookie is still valid. Only admin
 * screens (the shell's guard and login, a standalone admin remote) call this, so public
 * visitors never trigger a request that would answer 401. `started` hands over the same
 * question already asked (the shell asks it at boot, before React runs: decision 064); it
 * answers null when it has none, and the check asks itself.
 */
export function useSessionCheck(started?: () => Promise<Admin> | null): void {
  useEffect(() => {
    if (useSessionStore.getState().status !== 'unknown') return;
    checking ??= (started?.() ?? fetchCurrentAdmin())
      .then((admin) => useSessionStore.getState().signIn(admin))
      .catch(() => useSessionStore.getState().markSignedOut())
      .finally(() => {
        checking = null;
      });
  }, [started]);
}
