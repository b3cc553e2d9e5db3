// Frozen (decision 026): the change-event triggers migration 033 put on `review_claims`,
// copied from db/dialect/{sqlite,postgres}-triggers.ts and db/tracked-tables.ts of that time
// (the channel name is the live reader's CHANGE_EVENTS_CHANNEL, written out). The seed's bulk
// load rebuilds them from the live code; test/db/migrations.test.ts checks both build the
// same. Only 033 imports this file.

const TABLE = 'review_claims';
const ENTITY = 'review_claim';
const SQLITE_NOW_MS = `cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
const POSTGRES_NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;
const OPS = [
  { op: 'insert', action: 'created', row: 'new' },
  { op: 'update', action: 'updated', row: 'new' },
  { op: 'delete', action: 'deleted', row: 'old' },
] as const;

/** The claim's holder; a deleted row names none. */
const adminOf = (row: 'new' | 'old') => (row === 'old' ? 'null' : `${row}.admin_id`);

/** The item's id as the event's entity id, its kind as the status; no user column. */
const valuesOf = (row: 'new' | 'old', action: string, kind: string, nowMs: string) =>
  [`'${ENTITY}'`, action, `${row}.item_id`, 'null', kind, adminOf(row), nowMs].join(', ');

function sqlite033(phase: 'create' | 'drop'): string[] {
  return OPS.map(({ op, action, row }) => {
    const name = `change_events_${TABLE}_${op}`;
    if (phase === 'drop') return `drop trigger if exists ${name}`;
    return `create trigger if not exists ${name}
        after ${op} on ${TABLE} begin
          insert into change_events (entity, action, entity_id, user_id, status, admin_id, at)
          values (${valuesOf(row, `'${action}'`, `${row}.kind`, SQLITE_NOW_MS)});
        end`;
  });
}

const postgresInsert = (row: 'new' | 'old', action: string) =>
  `insert into change_events (entity, action, entity_id, user_id, status, admin_id, at) values (` +
  valuesOf(row, action, `(${row}.kind)::text`, POSTGRES_NOW_MS) +
  `);`;

function postgres033(phase: 'create' | 'drop'): string[] {
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
export const reviewClaimTriggers033 = (postgres: boolean, phase: 'create' | 'drop'): string[] =>
  postgres ? postgres033(phase) : sqlite033(phase);
