import { type RawBuilder, sql } from 'kysely';
import { rowlessActionsSql, type TrackedTable } from '../tracked-tables';

// Trigger SQL of the change-event outbox on PostgreSQL (decision 015). Each row trigger also
// signals CHANGE_EVENTS_CHANNEL; PostgreSQL delivers a transaction's notifications at commit,
// once per distinct payload, so a transaction touching many rows wakes each listener once.

export const CHANGE_EVENTS_CHANNEL = 'change_events';

const NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;

// A table whose rows name their admin (`adminId`) writes it; a deleted row names none.
const adminColumn = (t: TrackedTable) => (t.adminId ? ' admin_id,' : '');
const insertFor = (t: TrackedTable, row: 'new' | 'old', action: string) =>
  `insert into change_events (entity, action, entity_id, user_id, status,${adminColumn(t)} at) values (` +
  [
    `'${t.entity}'`,
    action,
    `${row}.${t.idColumn ?? 'id'}`,
    t.userId ? t.userId(row) : 'null',
    t.status ? `(${t.status(row)})::text` : 'null',
    ...(t.adminId ? [row === 'old' ? 'null' : t.adminId(row)] : []),
    NOW_MS,
  ].join(', ') +
  `);`;

export function postgresChangeTriggers(tables: readonly TrackedTable[]): RawBuilder<unknown>[] {
  const rowTriggers = tables.flatMap((t) => [
    sql.raw(`create or replace function change_event_${t.table}() returns trigger
      language plpgsql as $$ begin
        if tg_op = 'DELETE' then
          ${insertFor(t, 'old', `'deleted'`)}
        else
          ${insertFor(t, 'new', `case when tg_op = 'INSERT' then 'created' else 'updated' end`)}
        end if;
        perform pg_notify('${CHANGE_EVENTS_CHANNEL}', '');
        return null;
      end $$`),
    sql.raw(`create or replace trigger change_events_${t.table}
      after insert or update or delete on ${t.table}
      for each row execute function change_event_${t.table}()`),
  ]);
  // The changed row stays locked until commit, so no other transaction can have written a
  // newer event for it: the newest one visible here is the one this change wrote. An action
  // that changes no row of its entity wrote none: the newest is someone else's.
  const actor = [
    sql.raw(`create or replace function change_event_actor() returns trigger
      language plpgsql as $$ begin
        update change_events set admin_id = new.admin_id
        where id = (select max(id) from change_events
                    where entity = new.entity and entity_id = new.entity_id)
          and admin_id is null;
        return null;
      end $$`),
    sql.raw(`create or replace trigger change_events_actor after insert on audit_log
      for each row when (new.admin_id is not null and new.entity_id is not null
        and new.action not in (${rowlessActionsSql()}))
      execute function change_event_actor()`),
  ];
  return [...rowTriggers, ...actor];
}

export function postgresDropChangeTriggers(tables: readonly TrackedTable[]): RawBuilder<unknown>[] {
  return [
    ...tables.flatMap((t) => [
      sql.raw(`drop trigger if exists change_events_${t.table} on ${t.table}`),
      sql.raw(`drop function if exists change_event_${t.table}()`),
    ]),
    sql.raw('drop trigger if exists change_events_actor on audit_log'),
    sql.raw('drop function if exists change_event_actor()'),
  ];
}
