import { type RawBuilder, sql } from 'kysely';
import type { TrackedTable008 } from './008-tracked-tables';

// Frozen (decision 026): migration 008's trigger SQL on PostgreSQL, copied from
// db/dialect/postgres-triggers.ts of that time (the channel name is the live reader's
// CHANGE_EVENTS_CHANNEL, written out). Only 008 imports this file.

const NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;

const insertFor = (t: TrackedTable008, row: 'new' | 'old', action: string) =>
  `insert into change_events (entity, action, entity_id, user_id, status, at) values (` +
  [
    `'${t.entity}'`,
    action,
    `${row}.id`,
    t.userId ? t.userId(row) : 'null',
    t.status ? `(${t.status(row)})::text` : 'null',
    NOW_MS,
  ].join(', ') +
  `);`;

export function postgresChangeTriggers008(
  tables: readonly TrackedTable008[],
): RawBuilder<unknown>[] {
  const rowTriggers = tables.flatMap((t) => [
    sql.raw(`create or replace function change_event_${t.table}() returns trigger
      language plpgsql as $$ begin
        if tg_op = 'DELETE' then
          ${insertFor(t, 'old', `'deleted'`)}
        else
          ${insertFor(t, 'new', `case when tg_op = 'INSERT' then 'created' else 'updated' end`)}
        end if;
        perform pg_notify('change_events', '');
        return null;
      end $$`),
    sql.raw(`create or replace trigger change_events_${t.table}
      after insert or update or delete on ${t.table}
      for each row execute function change_event_${t.table}()`),
  ]);
  // The changed row stays locked until commit: the newest event visible is this change's.
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
      for each row when (new.admin_id is not null and new.entity_id is not null)
      execute function change_event_actor()`),
  ];
  return [...rowTriggers, ...actor];
}

export function postgresDropChangeTriggers008(
  tables: readonly TrackedTable008[],
): RawBuilder<unknown>[] {
  return [
    ...tables.flatMap((t) => [
      sql.raw(`drop trigger if exists change_events_${t.table} on ${t.table}`),
      sql.raw(`drop function if exists change_event_${t.table}()`),
    ]),
    sql.raw('drop trigger if exists change_events_actor on audit_log'),
    sql.raw('drop function if exists change_event_actor()'),
  ];
}
