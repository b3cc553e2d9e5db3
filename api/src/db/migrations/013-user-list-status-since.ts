import type { Kysely } from 'kysely';
import { createStatusSinceIndex, STATUS_SINCE_INDEX } from '../user-list-indexes';

// Issue 14: a status filter sorted by the Pause/Block Date ("status=block, newest block
// first") walked the date index from the top and tested each row's status: the newest dates
// are pauses, so at 1,000,000 users it read ~130,000 paused rows before the first block
// (1.6-2.2 s). Led by status, the index reads only the filtered status, already in date order.
// Its first shape (status, since, id); migration 014 adds trust.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createStatusSinceIndex(db, false);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(STATUS_SINCE_INDEX).execute();
}
