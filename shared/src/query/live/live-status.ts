import { create } from 'zustand';

/**
 * The event connection as the top bar tells it: `off` (nobody signed in), `connecting` (first
 * attempt), `live`, or `reconnecting` (the connection dropped; screens still show what they had).
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

export const useLiveStatusStore = create<{ status: LiveStatus }>()(() => ({ status: 'off' }));

export const setLiveStatus = (status: LiveStatus) => useLiveStatusStore.setState({ status });

/** The connection's state, for the top bar's quiet "offline, reconnecting" note. */
export function useLiveStatus(): LiveStatus {
  return useLiveStatusStore((state) => state.status);
}
