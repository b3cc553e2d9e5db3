import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../src/db/dialect';

/**
 * A database's schema as one flat map, `kind name` -> its definition, so two schemas compare
 * key by key and a difference names the object: tables, columns (type, nullability, default),
 * indexes (columns or expressions, unique, partial), constraints, triggers and the functions
 * they run. Definitions come from the database's own catalogue, not from the code that made
 * them.
 */
export type SchemaSnapshot = Record<string, string>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const rowsOf = async <T>(db: AnyDb, query: ReturnType<typeof sql<T>>) =>
  (await query.execute(db)).rows;

/** SQLite keeps DDL as written: spacing, quotes and `if not exists` are not the schema. */
export const normalizeSql = (text: string | null): string =>
  (text ?? '(none)')
    .replace(/\s+/g, ' ')
    .replace(/"/g, '')
    .replace(/ if not exists/gi, '')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .trim();

async function sqliteSnapshot(db: AnyDb): Promise<SchemaSnapshot> {
  const snapshot: SchemaSnapshot = {};
  const objects = await rowsOf(
    db,
    sql<{ type: string; name: string; table: string; sql: string | null }>`
      select type, name, tbl_name as "table", sql from sqlite_master
      where name not like 'sqlite_stat%' order by type, name`,
  );
  for (const object of objects) {
    if (object.type === 'table') {
      snapshot[`table ${object.name}`] = normalizeSql(object.sql);
      const columns = await rowsOf(
        db,
        sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
          select name, type, "notnull", dflt_value, pk from pragma_table_info(${object.name})`,
      );
      for (const c of columns) {
        snapshot[`column ${object.name}.${c.name}`] =
          `${c.type} ${c.notnull ? 'not null' : 'null'} default ${c.dflt_value} pk ${c.pk}`;
      }
    } else if (object.type === 'index') {
      const [listed] = await rowsOf(
        db,
        sql<{ unique: number; partial: number; origin: string }>`
          select "unique", partial, origin from pragma_index_list(${object.table})
          where name = ${object.name}`,
      );
      // An expression is a key column without a name (cid -2); its text is in the SQL.
      const keys = await rowsOf(
        db,
        sql<{ name: string | null; desc: number; coll: string }>`
          select name, "desc", coll from pragma_index_xinfo(${object.name}) where key = 1
          order by seqno`,
      );
      const columns = keys.map((k) => `${k.name ?? '<expr>'}${k.desc ? ' desc' : ''} ${k.coll}`);
      snapshot[`index ${object.name}`] =
        `on ${object.table} unique ${listed?.unique} partial ${listed?.partial} ` +
        `origin ${listed?.origin} keys (${columns.join(', ')}) sql ${normalizeSql(object.sql)}`;
    } else {
      snapshot[`${object.type} ${object.name}`] = `on ${object.table} ${normalizeSql(object.sql)}`;
    }
  }
  return snapshot;
}

async function postgresSnapshot(db: AnyDb): Promise<SchemaSnapshot> {
  const snapshot: SchemaSnapshot = {};
  const add = async (query: ReturnType<typeof sql<{ key: string; value: string | null }>>) => {
    for (const row of await rowsOf(db, query)) snapshot[row.key] = row.value ?? '(null)';
  };
  await add(sql`select 'extension ' || extname as key, extname as value from pg_extension`);
  await add(sql`select 'table ' || table_name as key, table_type as value
    from information_schema.tables where table_schema = current_schema()`);
  await add(sql`select 'column ' || table_name || '.' || column_name as key,
      concat_ws(' ', data_type, character_maximum_length, numeric_precision,
        case is_nullable when 'YES' then 'null' else 'not null' end,
        'default', coalesce(column_default, '(none)')) as value
    from information_schema.columns where table_schema = current_schema()`);
  await add(sql`select 'index ' || indexname as key, indexdef as value
    from pg_indexes where schemaname = current_schema()`);
  await add(sql`select 'constraint ' || conrelid::regclass || '.' || conname as key,
      pg_get_constraintdef(oid) as value
    from pg_constraint where connamespace = current_schema()::regnamespace`);
  await add(sql`select 'trigger ' || tgrelid::regclass || '.' || tgname as key,
      pg_get_triggerdef(oid) as value
    from pg_trigger where not tgisinternal`);
  // Functions of the schema itself (trigger bodies, search folding), not of extensions.
  await add(sql`select 'function ' || p.oid::regprocedure as key,
      pg_get_functiondef(p.oid) as value
    from pg_proc p
    where p.pronamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_proc'::regclass and d.objid = p.oid
                        and d.deptype = 'e')`);
  return snapshot;
}

export function schemaSnapshot(db: AnyDb): Promise<SchemaSnapshot> {
  return dialectOf(db).name === 'postgres' ? postgresSnapshot(db) : sqliteSnapshot(db);
}

/** One line per key that is missing, extra or different; empty when the schemas are equal. */
export function schemaDifferences(actual: SchemaSnapshot, expected: SchemaSnapshot): string[] {
  const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return keys.flatMap((key) => {
    if (actual[key] === expected[key]) return [];
    if (!(key in actual)) return [`missing ${key}: ${expected[key]}`];
    if (!(key in expected)) return [`extra ${key}: ${actual[key]}`];
    return [`changed ${key}:\n    expected ${expected[key]}\n    actual   ${actual[key]}`];
  });
}
