// Frozen (decision 026): the actor trigger as migration 034 rebuilt it, copied from
// db/dialect/{sqlite,postgres}-triggers.ts and db/tracked-tables.ts of that time, and as
// migration 008 built it (for going down). Only 034 imports this file.

/** Audit actions of that time that change no row of their entity, so wrote no event of it. */
const ROWLESS = [
  'review.claim_takeover',
  'wallet_change.request',
  'wallet_change.reject',
  'wallet_change.cancel',
];
const rowless = ROWLESS.map((action) => `'${action}'`).join(', ');

const sqliteActor = (skipRowless: boolean) => `create trigger if not exists change_events_actor
    after insert on audit_log when new.admin_id is not null and new.entity_id is not null
      ${skipRowless ? `and new.action not in (${rowless})` : ''} begin
      update change_events set admin_id = new.admin_id
      where id = (select max(id) from change_events
                  where entity = new.entity and entity_id = new.entity_id)
        and admin_id is null;
    end`;

const postgresActor = (skipRowless: boolean) => `create or replace trigger change_events_actor
      after insert on audit_log for each row when (new.admin_id is not null
        and new.entity_id is not null
        ${skipRowless ? `and new.action not in (${rowless})` : ''})
      execute function change_event_actor()`;

/** The statements that put the actor trigger of 034 (`up`) or of 008 (`down`) in place. */
export function actorTrigger034(postgres: boolean, phase: 'up' | 'down'): string[] {
  const skipRowless = phase === 'up';
  return postgres
    ? [postgresActor(skipRowless)]
    : ['drop trigger if exists change_events_actor', sqliteActor(skipRowless)];
}
