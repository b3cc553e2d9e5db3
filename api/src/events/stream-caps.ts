import type { EventsConfig } from '../events-config';
import { HttpError } from '../lib/http-error';
import type { EventStream, StreamOwner } from './event-stream';

// Who may hold how many live-update streams on an instance (the attack review: 40 sessions of one
// support admin held all 256 of the shell's stream connections, and the owner's and finance's
// updates timed out). Three caps, checked right before a new stream is added:
// - per session (one per tab): the next is refused, as before;
// - per address: the next is refused, so streams already open from there keep running;
// - per account, across its sessions: the account's oldest stream ends for the newest, so a
//   returning admin is never locked out by their own forgotten tabs, and one account can
//   never hold more than its share.

/** How long a replaced stream's browser waits before it tries again (its own reconnect). */
export const REPLACED_RETRY_MS = 60_000;

export function makeRoomForStream(
  streams: Iterable<EventStream>,
  config: EventsConfig,
  tokenHash: string,
  owner: StreamOwner,
): void {
  const open = [...streams].filter((s) => s.isOpen);
  if (open.filter((s) => s.tokenHash === tokenHash).length >= config.maxStreamsPerSession)
    throw new HttpError(429, 'Too many live update streams for this session');
  if (open.filter((s) => s.owner.address === owner.address).length >= config.maxStreamsPerAddress)
    throw new HttpError(429, 'Too many live update streams from this address');
  // A Set iterates in insertion order: the account's first streams are its oldest.
  const ofAccount = open.filter((s) => s.owner.adminId === owner.adminId);
  const excess = ofAccount.length - config.maxStreamsPerAdmin + 1;
  for (const stream of ofAccount.slice(0, Math.max(0, excess))) stream.replace(REPLACED_RETRY_MS);
}
