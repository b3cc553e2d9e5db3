import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CHANGE_IDS_HEADER,
  EVENT_ENTITIES,
  MAX_CHANGE_IDS,
  type EventEntity,
} from '@rewards/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The change events a request wrote, named in its answer (`x-change-ids`): the tab that made
 * the change and applied the answer skips them on its stream instead of refetching.
 */
const requestChanges = new AsyncLocalStorage<number[]>();
const isTracked = (entity: string): entity is EventEntity =>
  (EVENT_ENTITIES as readonly string[]).includes(entity);

/**
 * Records the event the current change of (entity, id) wrote, when there is a request to
 * answer. Called with the change's transaction after the change and its audit row: the row is
 * locked until commit, so the newest event of that row is this change's (as the actor trigger
 * that stamps it with the admin assumes).
 */
export async function noteChangeEvent(
  trx: Transaction<Database> | Kysely<Database>,
  entity: string,
  entityId: number | null,
  adminId: number | null,
): Promise<void> {
  const ids = requestChanges.getStore();
  if (!ids || entityId === null || adminId === null || !isTracked(entity)) return;
  const row = await trx
    .selectFrom('change_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    // Stamped with this admin by the actor trigger just now: never the app backend's.
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  if (row?.id !== null && row?.id !== undefined) ids.push(Number(row.id));
}

/**
 * Runs `work` collecting no change events: a streamed answer (a bulk action's) has sent its
 * headers before its rows change, and noting each row's event would cost a query per row.
 */
export const withoutChangeIds = <T>(work: () => Promise<T>): Promise<T> =>
  requestChanges.exit(work);

/** Every request collects its change events; a successful write names them in its answer. */
export function registerChangeIds(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => requestChanges.run([], done));
  app.addHook('onSend', async (_request, reply) => {
    const ids = requestChanges.getStore();
    if (!ids?.length || ids.length > MAX_CHANGE_IDS || reply.statusCode >= 300) return;
    reply.header(CHANGE_IDS_HEADER, [...new Set(ids)].join(','));
  });
}
