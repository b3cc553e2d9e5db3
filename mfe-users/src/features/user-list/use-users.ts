import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '@rewards/contract';
import { fetchAllUsers } from './user-list-api';
import { cacheUsers, readCachedUsers } from './users-cache';

type UsersStatus = 'loading' | 'ready' | 'error';

interface UsersState {
  users: User[];
  status: UsersStatus;
  /** True while a fresh copy is loading behind rows already on screen (from the cache). */
  refreshing: boolean;
  reload: () => void;
  /** Puts the server's answer for one user in place of its row. */
  replaceUser: (user: User) => void;
  removeUser: (id: number) => void;
}

/** A change made while a fresh copy loads: the user as the server answered, or null if deleted. */
type Edits = Map<number, User | null>;

function applyEdits(users: User[], edits: Edits): User[] {
  if (edits.size === 0) return users;
  const next: User[] = [];
  for (const user of users) {
    const edited = edits.has(user.id) ? edits.get(user.id) : user;
    if (edited) next.push(edited);
  }
  return next;
}

/**
 * The user list, shown at once from the localStorage cache (docs/product.md#users: key 'users')
 * while a fresh copy loads; the fresh copy replaces it and is cached for the next visit. Row
 * changes are applied in place and kept in the cache too.
 */
export function useUsers(): UsersState {
  const [initial] = useState(readCachedUsers);
  const [users, setUsers] = useState<User[]>(initial ?? []);
  const [hasData, setHasData] = useState(initial !== null);
  const [status, setStatus] = useState<UsersStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  // The fresh copy may have been read before a change the admin made meanwhile.
  const edits = useRef<Edits>(new Map());

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    edits.current = new Map();
    fetchAllUsers()
      .then((fresh) => {
        if (cancelled) return;
        setUsers(applyEdits(fresh, edits.current));
        setHasData(true);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        // docs/product.md#users: a failed user fetch is logged; the page shows a quiet retry panel
        // as well.
        console.error('[mfe-users] failed to load users', error);
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  useEffect(() => {
    if (users !== initial && hasData) cacheUsers(users);
  }, [users, initial, hasData]);

  const replaceUser = useCallback((user: User) => {
    edits.current.set(user.id, user);
    setUsers((current) => current.map((row) => (row.id === user.id ? user : row)));
  }, []);

  const removeUser = useCallback((id: number) => {
    edits.current.set(id, null);
    setUsers((current) => current.filter((row) => row.id !== id));
  }, []);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return {
    users,
    status,
    refreshing: status === 'loading' && hasData,
    reload,
    replaceUser,
    removeUser,
  };
}
