import { useCallback, useEffect, useState } from 'react';
import { CACHE_KEYS, readCache, writeCache, type User } from '@rewards/shared';
import { fetchAllUsers } from '../api/users-api';

export type UsersStatus = 'loading' | 'ready' | 'error';

export interface UsersState {
  users: User[];
  status: UsersStatus;
  /** True while a fresh copy is loading behind rows already on screen (from the cache). */
  refreshing: boolean;
  reload: () => void;
}

/**
 * The user list, shown at once from the localStorage cache (spec: key 'users') while a fresh
 * copy loads; the fresh copy replaces it and is cached for the next visit.
 */
export function useUsers(): UsersState {
  const [cached] = useState(() => readCache<User[]>(CACHE_KEYS.users));
  const [users, setUsers] = useState<User[]>(cached ?? []);
  const [hasData, setHasData] = useState(cached !== null);
  const [status, setStatus] = useState<UsersStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    fetchAllUsers()
      .then((fresh) => {
        if (cancelled) return;
        setUsers(fresh);
        setHasData(true);
        setStatus('ready');
        writeCache(CACHE_KEYS.users, fresh);
      })
      .catch((error: unknown) => {
        // Spec: a failed user fetch is logged; the page shows a quiet retry panel as well.
        console.error('[mfe-users] failed to load users', error);
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { users, status, refreshing: status === 'loading' && hasData, reload };
}
