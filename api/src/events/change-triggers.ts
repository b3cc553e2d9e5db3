import { type AnyDb, dialectOf } from '../db/dialect';
import { TRACKED_TABLES } from './tracked-tables';

/**
 * Runs a bulk load or reset (the seed) without the change-event triggers: seeding a million
 * users is not a million live changes, and writing an event per row made it several times
 * slower. The triggers are back when `work` ends, failed or not; open screens are not told
 * (a seed is an operator's offline step).
 */
export async function withoutChangeEvents<T>(db: AnyDb, work: () => Promise<T>): Promise<T> {
  const dialect = dialectOf(db);
  for (const statement of dialect.dropChangeTriggers(TRACKED_TABLES)) await statement.execute(db);
  try {
    return await work();
  } finally {
    for (const statement of dialect.changeTriggers(TRACKED_TABLES)) await statement.execute(db);
  }
}
