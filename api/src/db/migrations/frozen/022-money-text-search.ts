// Frozen (decision 026): the money lists' text search indexes as migration 022 created them,
// copied from db/dialect/list-text-search.ts of that time. The seed's bulk load rebuilds them
// from the live code; test/db/migrations.test.ts checks both build the same. Only 022 imports
// this file.

const SEARCHED_022 = {
  wallet_transactions: ['utr_number'],
  crypto_payments: ['order_id', 'tx_hash'],
} as const;

type Statements = { create: string[]; drop: string[] };

function sqlite022(table: string, columns: readonly string[]): Statements {
  const index = `${table}_search`;
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
  const remove = `insert into ${index} (${index}, rowid, ${list}) values ('delete', old.id, ${values('old')});`;
  const add = `insert into ${index} (rowid, ${list}) values (new.id, ${values('new')});`;
  return {
    create: [
      `create virtual table if not exists ${index} using fts5(${list},
        content = '${table}', content_rowid = 'id', tokenize = 'trigram')`,
      `create trigger if not exists ${index}_insert after insert on ${table} begin ${add} end`,
      `create trigger if not exists ${index}_delete after delete on ${table} begin ${remove} end`,
      `create trigger if not exists ${index}_update after update of ${list} on ${table}
        begin ${remove} ${add} end`,
      `insert into ${index} (${index}) values ('rebuild')`,
    ],
    drop: ['insert', 'delete', 'update']
      .map((event) => `drop trigger if exists ${index}_${event}`)
      .concat(`drop table if exists ${index}`),
  };
}

function postgres022(table: string, columns: readonly string[]): Statements {
  return {
    create: [
      'create extension if not exists pg_trgm',
      ...columns.map(
        (c) =>
          `create index if not exists ${table}_${c}_trgm on ${table} using gin (lower(${c}) gin_trgm_ops)`,
      ),
    ],
    drop: columns.map((c) => `drop index if exists ${table}_${c}_trgm`),
  };
}

/** Every statement of one phase, for SQLite or PostgreSQL, table by table. */
export function moneyTextSearch022(postgres: boolean, phase: keyof Statements): string[] {
  return Object.entries(SEARCHED_022).flatMap(
    ([table, columns]) => (postgres ? postgres022 : sqlite022)(table, columns)[phase],
  );
}
