import type { Kysely } from 'kysely';
import { createStatusSinceIndex007, STATUS_SINCE_INDEX_007 } from './frozen/007-user-sort-keys';

// A status filter sorted by the Pause/Block Date ("status=block, newest block first") walked
// the date index from the top and tested each row's status: the newest dates are pauses, so
// at 1,000,000 users it read ~130,000 paused rows before the first block (1.6-2.2 s). Led by
// status, the index reads only the filtered status, already in date order (decision 014).
// Its first shape (status, since, id); migration 014 adds trust. Frozen (decision 026).

export async function up(db: Kysely<unknown>): Promise<void> {
  await createStatusSinceIndex007(db, ['id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(STATUS_SINCE_INDEX_007).execute();
}
