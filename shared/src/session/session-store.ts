import { create } from 'zustand';
import type { Admin } from '@rewards/contract';
import { clearCachedData } from '../cache/local-cache';

/**
 * Who is signed in, and nothing more: the session itself is an httpOnly cookie the browser
 * never exposes to scripts. `unknown` means the shell has not asked the server yet.
 */
export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

/** Why the last session ended: the admin logged out, or the server rejected it (401). */
export type SessionEnd = 'logout' | 'server' | null;

interface SessionState {
  status: SessionStatus;
  admin: Admin | null;
  endedBy: SessionEnd;
  signIn: (admin: Admin) => void;
  /** The admin chose to leave: forget them and their cached data. */
  signOut: () => void;
  /** The server rejected the session: same as signOut, but login can say why. */
  expire: () => void;
  /** The first check found no valid session (nothing to clear, nothing ended). */
  markSignedOut: () => void;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  status: 'unknown',
  admin: null,
  endedBy: null,
  signIn: (admin) => set({ status: 'signed-in', admin, endedBy: null }),
  signOut: () => {
    clearCachedData();
    set({ status: 'signed-out', admin: null, endedBy: 'logout' });
  },
  expire: () => {
    clearCachedData();
    const wasSignedIn = get().status === 'signed-in';
    set({ status: 'signed-out', admin: null, endedBy: wasSignedIn ? 'server' : get().endedBy });
  },
  markSignedOut: () => set({ status: 'signed-out', admin: null }),
}));
