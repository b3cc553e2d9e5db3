import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';

// How many CSV exports one admin may run at once on an instance. An export reads the whole
// view a page at a time and yields between pages (list-csv.ts), so others are served beside
// it; the cap stops one account (or a script with its token) from queueing dozens of them.
// Per instance, in memory: a slot is held exactly as long as its response is open.

/** Exports one admin may run at once on an instance; a further one gets a 429. */
export const EXPORTS_PER_ADMIN = 2;

export const TOO_MANY_EXPORTS = `You already have ${EXPORTS_PER_ADMIN} exports running; wait for one to finish and try again`;

export interface ExportSlots {
  /** Takes a slot for `adminId` or throws the 429; the returned function gives it back. */
  take(adminId: number): () => void;
  running(adminId: number): number;
}

export function createExportSlots(perAdmin = EXPORTS_PER_ADMIN): ExportSlots {
  const held = new Map<number, number>();
  const running = (adminId: number) => held.get(adminId) ?? 0;
  return {
    running,
    take(adminId) {
      if (running(adminId) >= perAdmin) throw new HttpError(429, TOO_MANY_EXPORTS);
      held.set(adminId, running(adminId) + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = running(adminId) - 1;
        if (left > 0) held.set(adminId, left);
        else held.delete(adminId);
      };
    },
  };
}

// One set of slots per app, shared by every list's export route (each list registers its
// routes in a plugin of its own); the app's database handle identifies the app.
const slotsByApp = new WeakMap<Kysely<Database>, ExportSlots>();

export function exportSlotsOf(db: Kysely<Database>): ExportSlots {
  let slots = slotsByApp.get(db);
  if (!slots) slotsByApp.set(db, (slots = createExportSlots()));
  return slots;
}
