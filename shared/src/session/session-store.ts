import { create } from 'zustand';
import type { Admin } from '../types/entities';
import { clearCachedData } from '../cache/local-cache';

/**
 * Who is signed in, and nothing more: the session itself is an httpOnly cookie the browser
 * never exposes to scripts. `unknown` means the shell has not asked the server yet.
 */
export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

interface SessionState {
  status: SessionStatus;
  admin: Admin | null;
  /** Set when the server ended the session (401), so login can say why. */
  expired: boolean;
  signIn: (admin: Admin) => void;
  /** The admin chose to leave: forget them and their cached data. */
  signOut: () => void;
  /** The server rejected the session: same as signOut, but remembered for the login screen. */
  expire: () => void;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  status: 'unknown',
  admin: null,
  expired: false,
  signIn: (admin) => set({ status: 'signed-in', admin, expired: false }),
  signOut: () => {
    clearCachedData();
    set({ status: 'signed-out', admin: null, expired: false });
  },
  expire: () => {
    clearCachedData();
    set({ status: 'signed-out', admin: null, expired: get().status === 'signed-in' });
  },
}));
