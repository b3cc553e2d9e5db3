import { type RawBuilder, sql } from 'kysely';
import type { TrackedTable008 } from './008-tracked-tables';

// Frozen (decision 026): migration 008's trigger SQL on SQLite, copied from
// db/dialect/sqlite-triggers.ts of that time. Only 008 imports this file.

const NOW_MS = `cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
const OPS = [
  { op: 'insert', action: 'created', row: 'new' },
  { op: 'update', action: 'updated', row: 'new' },
  { op: 'delete', action: 'deleted', row: 'old' },
] as const;

const triggerName = (table: string, op: string) => `change_events_${table}_${op}`;

export function sqliteChangeTriggers008(tables: readonly TrackedTable008[]): RawBuilder<unknown>[] {
  const rowTriggers = tables.flatMap((t) =>
    OPS.map(({ op, action, row }) => {
      const values = [
        `'${t.entity}'`,
        `'${action}'`,
        `${row}.id`,
        t.userId ? t.userId(row) : 'null',
        t.status ? t.status(row) : 'null',
        NOW_MS,
      ].join(', ');
      return sql.raw(`create trigger if not exists ${triggerName(t.table, op)}
        after ${op} on ${t.table} begin
          insert into change_events (entity, action, entity_id, user_id, status, at)
          values (${values});
        end`);
    }),
  );
  // SQLite runs one writer at a time: the newest event of the audited row is this change's.
  const actor = sql.raw(`create trigger if not exists change_events_actor
    after insert on audit_log when new.admin_id is not null and new.entity_id is not null begin
      update change_events set admin_id = new.admin_id
      where id = (select max(id) from change_events
                  where entity = new.entity and entity_id = new.entity_id)
        and admin_id is null;
    end`);
  return [...rowTriggers, actor];
}

export function sqliteDropChangeTriggers008(
  tables: readonly TrackedTable008[],
): RawBuilder<unknown>[] {
  return [
    ...tables.flatMap((t) =>
      OPS.map(({ op }) => sql.raw(`drop trigger if exists ${triggerName(t.table, op)}`)),
    ),
    sql.raw('drop trigger if exists change_events_actor'),
  ];
}
