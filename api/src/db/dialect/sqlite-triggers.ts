import { type RawBuilder, sql } from 'kysely';
import { rowlessActionsSql, type TrackedTable } from '../tracked-tables';

// Trigger SQL of the change-event outbox on SQLite (decision 015). Triggers live in the file,
// so every program writing it (the API, the simulator, the app's backend) writes the events.

const NOW_MS = `cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
const OPS = [
  { op: 'insert', action: 'created', row: 'new' },
  { op: 'update', action: 'updated', row: 'new' },
  { op: 'delete', action: 'deleted', row: 'old' },
] as const;

const triggerName = (table: string, op: string) => `change_events_${table}_${op}`;

export function sqliteChangeTriggers(tables: readonly TrackedTable[]): RawBuilder<unknown>[] {
  const rowTriggers = tables.flatMap((t) =>
    OPS.map(({ op, action, row }) => {
      const admin = t.adminId ? [row === 'old' ? 'null' : t.adminId(row)] : [];
      const values = [
        `'${t.entity}'`,
        `'${action}'`,
        `${row}.${t.idColumn ?? 'id'}`,
        t.userId ? t.userId(row) : 'null',
        t.status ? t.status(row) : 'null',
        ...admin,
        NOW_MS,
      ].join(', ');
      const adminColumn = t.adminId ? ' admin_id,' : '';
      return sql.raw(`create trigger if not exists ${triggerName(t.table, op)}
        after ${op} on ${t.table} begin
          insert into change_events (entity, action, entity_id, user_id, status,${adminColumn} at)
          values (${values});
        end`);
    }),
  );
  // Admin changes write their audit row after the change, in the same transaction; SQLite
  // runs one writer at a time, so the newest event of that row is the one this change wrote.
  // An action that changes no row of its entity wrote none: the newest is someone else's.
  const actor = sql.raw(`create trigger if not exists change_events_actor
    after insert on audit_log when new.admin_id is not null and new.entity_id is not null
      and new.action not in (${rowlessActionsSql()}) begin
      update change_events set admin_id = new.admin_id
      where id = (select max(id) from change_events
                  where entity = new.entity and entity_id = new.entity_id)
        and admin_id is null;
    end`);
  return [...rowTriggers, actor];
}

export function sqliteDropChangeTriggers(tables: readonly TrackedTable[]): RawBuilder<unknown>[] {
  return [
    ...tables.flatMap((t) =>
      OPS.map(({ op }) => sql.raw(`drop trigger if exists ${triggerName(t.table, op)}`)),
    ),
    sql.raw('drop trigger if exists change_events_actor'),
  ];
}
