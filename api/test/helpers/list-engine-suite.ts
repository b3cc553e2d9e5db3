import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@rewards/contract';
import { LIST_SOURCES } from '../../src/list-catalogue';
import { type AnyListSource, fromTable } from '../../src/lists/list-source';
import { addListRows } from './list-rows';
import { createSignedInApp, type TestContext } from './test-app';

// The list engine's shared suite (decision 028): every list the engine serves, on SQLite and
// on PostgreSQL (the api-pg project), each with 40 added rows of ties and dates over a week.
// `list-engine-<concern>.test.ts` run it, one file per helper (list-engine-paging/-filters/-outputs).

export type Row = { id: number } & Record<string, unknown>;
export type Query = Record<string, string | number>;

export interface Page {
  rows: Row[];
  total: number;
  totalIsEstimate: boolean;
  nextCursor: string | null;
  position: number;
}

/** The column a list's date filters read, where its sort keys do not name it `date`. */
const DATE_COLUMNS: Record<string, string> = { '/audit': 'at' };

/** One list under test: its app (after beforeAll), its declaration and ways to read it. */
export interface ListUnderTest {
  path: string;
  source: AnyListSource;
  filters: Record<string, { kind: string }>;
  /** The filter naming one user's rows (the audit log's `userId`), if the list has one. */
  userFilter: string | undefined;
  dateColumn: string | undefined;
  readonly t: TestContext;
  readonly cookie: string;
  /** The rows this suite added: the ones it may delete (seeded rows have dependants). */
  readonly added: number[];
  get(suffix: string, query?: Query): Promise<LightMyRequestResponse>;
  /** One page, checked to answer 200. */
  page(query: Query): Promise<Page>;
  /** Every row of a view, a page of `limit` at a time by cursor. */
  walk(query: Query, limit?: number): Promise<Row[]>;
  /** An expression's value for every row of the list's table, by id. */
  valuesOf(value: ReturnType<typeof sql.ref>): Promise<Map<number, unknown>>;
  valuesById(column: string): Promise<Map<number, unknown>>;
}

/** What a list's declaration says about it, before its app starts. */
export type ListFacts = Pick<ListUnderTest, 'source' | 'filters' | 'userFilter' | 'dateColumn'>;

function factsOf(source: AnyListSource): ListFacts {
  const filters = source.declaration.filters as Record<string, { kind: string }>;
  return {
    source,
    filters,
    userFilter: ['user', 'userId'].find((name) => filters[name]?.kind === 'id'),
    dateColumn: DATE_COLUMNS[source.declaration.path] ?? source.sortKeys.date?.column,
  };
}

/**
 * Runs `body` over every list of LIST_SOURCES that the concern `appliesTo` (a concern whose
 * checks a list does not have, such as filters of a list without any, leaves it out).
 */
export function describeEveryList(
  concern: string,
  body: (list: ListUnderTest) => void,
  appliesTo: (list: ListFacts) => boolean = () => true,
): void {
  const sources = LIST_SOURCES.filter((source) => appliesTo(factsOf(source)));
  describe.each(sources.map((source) => [source.declaration.path, source] as const))(
    `the list engine, ${concern}: GET /api%s`,
    (path, source: AnyListSource) => {
      let t: TestContext;
      let cookie: string;
      let added: number[] = [];
      beforeAll(async () => {
        ({ t, cookie } = await createSignedInApp());
        added = await addListRows(t.app.db, source.table, rowsToAdd(source.table));
      });
      afterAll(async () => t.close());

      const { filters, userFilter, dateColumn } = factsOf(source);
      const get = (suffix: string, query: Query = {}) =>
        t.app.inject({
          method: 'GET',
          url: `/api${path}${suffix}`,
          query: stringify(query),
          headers: { cookie },
        });
      const page = async (query: Query): Promise<Page> => {
        const res = await get('', query);
        expect(res.statusCode).toBe(200);
        return res.json().data as Page;
      };
      const walk = async (query: Query, limit = 7) => {
        const rows: Row[] = [];
        let cursor: string | null = null;
        do {
          const next: Page = await page({ ...query, limit, ...(cursor ? { cursor } : {}) });
          rows.push(...next.rows);
          cursor = next.nextCursor;
        } while (cursor);
        return rows;
      };
      const valuesOf = async (value: ReturnType<typeof sql.ref>) => {
        const rows = await sql<{ id: number; v: unknown }>`select id, ${value} as v
          from ${fromTable(source)}`.execute(t.app.db);
        return new Map(rows.rows.map((row) => [Number(row.id), row.v]));
      };
      body({
        path,
        source,
        filters,
        userFilter,
        dateColumn,
        get t() {
          return t;
        },
        get cookie() {
          return cookie;
        },
        get added() {
          return added;
        },
        get,
        page,
        walk,
        valuesOf,
        valuesById: (column) => valuesOf(sql.ref(column)),
      });
    },
  );
}

export const byNumber = (a: number, b: number) => a - b;

/** 40 rows, or one per audit action and entity if there are more (each filter value has rows). */
function rowsToAdd(table: string): number {
  if (table !== 'audit_log') return 40;
  return Math.max(40, Object.keys(AUDIT_ACTIONS).length, Object.keys(AUDIT_ENTITIES).length);
}

function stringify(query: Query): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}
