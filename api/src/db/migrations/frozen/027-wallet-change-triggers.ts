// Frozen (decision 026): the change-event triggers migration 027 put on `wallet_changes`,
// copied from db/dialect/{sqlite,postgres}-triggers.ts and events/tracked-tables.ts of that
// time (the channel name is the live reader's CHANGE_EVENTS_CHANNEL, written out). The seed's
// bulk load rebuilds them from the live code; test/db/migrations.test.ts checks both build the
// same. Only 027 imports this file.

const TABLE = 'wallet_changes';
const ENTITY = 'wallet_change';
const SQLITE_NOW_MS = `cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
const POSTGRES_NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;
const OPS = [
  { op: 'insert', action: 'created', row: 'new' },
  { op: 'update', action: 'updated', row: 'new' },
  { op: 'delete', action: 'deleted', row: 'old' },
] as const;

/** The row's admin: who decided it, else who asked; a deleted row names none. */
const adminOf = (row: 'new' | 'old') =>
  row === 'old' ? 'null' : `coalesce(${row}.decided_by, ${row}.requested_by)`;

function sqlite027(phase: 'create' | 'drop'): string[] {
  return OPS.map(({ op, action, row }) => {
    const name = `change_events_${TABLE}_${op}`;
    if (phase === 'drop') return `drop trigger if exists ${name}`;
    const values = [
      `'${ENTITY}'`,
      `'${action}'`,
      `${row}.id`,
      `${row}.user_id`,
      `${row}.status`,
      adminOf(row),
      SQLITE_NOW_MS,
    ].join(', ');
    return `create trigger if not exists ${name}
        after ${op} on ${TABLE} begin
          insert into change_events (entity, action, entity_id, user_id, status, admin_id, at)
          values (${values});
        end`;
  });
}

const postgresInsert = (row: 'new' | 'old', action: string) =>
  `insert into change_events (entity, action, entity_id, user_id, status, admin_id, at) values (` +
  [
    `'${ENTITY}'`,
    action,
    `${row}.id`,
    `${row}.user_id`,
    `(${row}.status)::text`,
    adminOf(row),
    POSTGRES_NOW_MS,
  ].join(', ') +
  `);`;

function postgres027(phase: 'create' | 'drop'): string[] {
  if (phase === 'drop') {
    return [
      `drop trigger if exists change_events_${TABLE} on ${TABLE}`,
      `drop function if exists change_event_${TABLE}()`,
    ];
  }
  return [
    `create or replace function change_event_${TABLE}() returns trigger
      language plpgsql as $$ begin
        if tg_op = 'DELETE' then
          ${postgresInsert('old', `'deleted'`)}
        else
          ${postgresInsert('new', `case when tg_op = 'INSERT' then 'created' else 'updated' end`)}
        end if;
        perform pg_notify('change_events', '');
        return null;
      end $$`,
    `create or replace trigger change_events_${TABLE}
      after insert or update or delete on ${TABLE}
      for each row execute function change_event_${TABLE}()`,
  ];
}

/** Every statement of one phase, for SQLite or PostgreSQL. */
export const walletChangeTriggers027 = (postgres: boolean, phase: 'create' | 'drop'): string[] =>
  postgres ? postgres027(phase) : sqlite027(phase);
