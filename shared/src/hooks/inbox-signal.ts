import { create } from 'zustand';

/**
 * Tells the shell's sidebar that the contact inbox changed (a message read, handled or
 * deleted) so it re-reads the unread count. A counter in the singleton shared package is the
 * whole channel: the remote announces, the shell listens, neither imports the other.
 */
const useInboxSignal = create<{ version: number }>()(() => ({ version: 0 }));

export function announceInboxChange(): void {
  useInboxSignal.setState((state) => ({ version: state.version + 1 }));
}

/** Changes after every announcement; use it as an effect dependency. */
export function useInboxVersion(): number {
  return useInboxSignal((state) => state.version);
}
