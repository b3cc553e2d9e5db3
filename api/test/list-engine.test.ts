import { sql } from 'kysely';
import { csvHeaders, LIST_PAGE_MAX, LIST_SEARCH_MAX } from '@rewards/contract';
import { LIST_SOURCES } from '../src/lists/list-catalogue';
import { type AnyListSource, fromTable, sortExpression } from '../src/lists/list-source';
import { addListRows } from './helpers/list-rows';
import { createSignedInApp, type TestContext } from './helpers/test-app';

// One suite run against every list the engine serves (decision 028), on SQLite and on
// PostgreSQL (the api-pg project): every row once in every sort, position jumps, each
// filter against the database's own answer, the summary, the CSV, and bad input.

type Row = { id: number } & Record<string, unknown>;
type BadInput = readonly [Record<string, string | number>, RegExp];

/**
 * Each list's old whole-list endpoint: the field holding its rows (none: a bare array), its
 * order when not the list's default, and whether it streams (the small content lists do not).
 */
const WHOLE_LISTS: Record<
  string,
  { url: string; field: string | null; sort?: string; streamed?: boolean }
> = {
  '/wallet': { url: '/api/wallet/all', field: 'data' },
  '/withdrawals': { url: '/api/withdrawals/all', field: 'data' },
  '/crypto-payments': { url: '/api/admin/all-payments', field: 'payments' },
  '/notifications': { url: '/api/notifications/all', field: 'data' },
  '/messages': { url: '/api/contact-messages', field: 'data', sort: 'date:desc' },
  '/quizzes': { url: '/api/quiz-with-videos', field: 'quizzes', streamed: false },
  '/videos': { url: '/api/quiz-with-videos', field: 'videos', streamed: false },
  '/banners': { url: '/api/home-data', field: null, sort: 'id:desc', streamed: false },
};

/** The column a list's date filters read, where its sort keys do not name it `date`. */
const DATE_COLUMNS: Record<string, string> = { '/audit': 'at' };
interface Page {
  rows: Row[];
  total: number;
  totalIsEstimate: boolean;
  nextCursor: string | null;
  position: number;
}

describe.each(LIST_SOURCES.map((source) => [source.declaration.path, source] as const))(
  'the list engine: GET /api%s',
  (path, source: AnyListSource) => {
    let t: TestContext;
    let cookie: string;
    /** The rows this suite added: the ones it may delete (seeded rows have dependants). */
    let added: number[] = [];
    beforeAll(async () => {
      ({ t, cookie } = await createSignedInApp());
      added = await addListRows(t.app.db, source.table, 40);
    });
    const filters = source.declaration.filters as Record<string, { kind: string }>;
    /** The filter naming one user's rows (the audit log's `userId`), if the list has one. */
    const userFilter = ['user', 'userId'].find((name) => filters[name]?.kind === 'id');
    const dateColumn = DATE_COLUMNS[path] ?? source.sortKeys.date?.column;
    afterAll(async () => t.close());

    const get = (suffix: string, query: Record<string, string | number> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api${path}${suffix}`,
        query: stringify(query),
        headers: { cookie },
      });
    const page = async (query: Record<string, string | number>): Promise<Page> => {
      const res = await get('', query);
      expect(res.statusCode).toBe(200);
      return res.json().data as Page;
    };
    /** Every row of a view, a page of `limit` at a time by cursor. */
    const walk = async (query: Record<string, string | number>, limit = 7) => {
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
    const valuesById = (col: string) => valuesOf(sql.ref(col));

    it.each(source.declaration.sortKeys.flatMap((key) => [`${key}:asc`, `${key}:desc`]))(
      'pages through every row once in %s order',
      async (sort) => {
        const [key = '', direction] = sort.split(':');
        const rows = await walk({ sort });
        const count = await sql<{
          n: unknown;
        }>`select count(*) as n from ${sql.table(source.table)}`.execute(t.app.db);
        expect(rows).toHaveLength(Number(count.rows[0]?.n));
        expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
        const values = await valuesOf(sortExpression(t.app.db, source, key));
        const keys = rows.map((row) => [values.get(row.id), row.id] as const);
        const sign = direction === 'asc' ? 1 : -1;
        for (let i = 1; i < keys.length; i++) {
          const [a, aid] = keys[i - 1]!;
          const [b, bid] = keys[i]!;
          const order = compare(a, b) || Math.sign(aid - bid);
          expect(order * sign).toBeLessThan(0);
        }
      },
    );

    it('jumps to a position: the same rows as paging there', async () => {
      const all = await walk({});
      const jump = await page({ position: 10, limit: 5 });
      expect(jump.position).toBe(10);
      expect(jump.rows.map((row) => row.id)).toEqual(all.slice(10, 15).map((row) => row.id));
      expect(jump.total).toBe(all.length);
    });

    const choices = Object.entries(source.declaration.filters).flatMap(([name, spec]) =>
      spec.kind === 'choice'
        ? spec.values.filter((v) => v !== 'all').map((v) => [name, v] as const)
        : [],
    );
    if (choices.length > 0) {
      it.each(choices)('filters by %s = %s: exactly the matching rows', async (name, value) => {
        const rows = await walk({ [name]: value });
        const matching = await sql<{
          id: number;
        }>`select id from ${fromTable(source)}
          where ${source.filter(t.app.db, name, value)}`.execute(t.app.db);
        expect(rows.map((row) => row.id).sort(byNumber)).toEqual(
          matching.rows.map((row) => Number(row.id)).sort(byNumber),
        );
        expect(matching.rows.length).toBeGreaterThan(0);
        expect((await page({ [name]: value })).total).toBe(matching.rows.length);
      });
    }

    (userFilter ? it : it.skip)("filters by user: exactly that user's rows, counted", async () => {
      const user = userFilter!;
      const owners = await valuesById('user_id');
      const owner = Number([...owners.values()].filter((v) => v !== null)[3]);
      const rows = await walk({ [user]: owner });
      const expected = [...owners].filter(([, id]) => id !== null && Number(id) === owner);
      expect(rows.map((row) => row.id).sort(byNumber)).toEqual(
        expected.map(([id]) => id).sort(byNumber),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(owners.size);
      expect((await page({ [user]: owner })).total).toBe(expected.length);
      expect((await page({ [user]: 999_999 })).total).toBe(0);
    });

    const dated = dateColumn !== undefined && filters.from?.kind === 'date' ? it : it.skip;
    dated(
      'filters by a date range, from the start of the first day through the end of the last',
      async () => {
        const dates = await valuesById(dateColumn!);
        const rows = await walk({ from: '2026-10-02', to: '2026-10-03' });
        const expected = [...dates].filter(
          ([, d]) =>
            String(d) >= '2026-10-02T00:00:00.000Z' && String(d) <= '2026-10-03T23:59:59.999Z',
        );
        expect(rows.map((row) => row.id).sort(byNumber)).toEqual(
          expected.map(([id]) => id).sort(byNumber),
        );
        expect(expected.length).toBeGreaterThan(0);
      },
    );

    dated("filters by instants too: the screens send the admin's local day bounds", async () => {
      const dates = await valuesById(dateColumn!);
      const [from, to] = ['2026-10-02T05:30:00.000Z', '2026-10-03T18:29:59.999Z'];
      const rows = await walk({ from, to });
      const expected = [...dates].filter(([, d]) => String(d) >= from && String(d) <= to);
      expect(rows.map((row) => row.id).sort(byNumber)).toEqual(
        expected.map(([id]) => id).sort(byNumber),
      );
      if (source.summary)
        expect((await get('/summary', { from, to })).json().data.count).toBe(expected.length);
    });

    it('returns every remaining row once while rows are added and deleted between pages', async () => {
      const seen: number[] = [];
      let next = await page({ limit: 6, sort: 'id:asc' });
      seen.push(...next.rows.map((row) => row.id));
      const before = await valuesById('id');
      const more = await addListRows(t.app.db, source.table, 3, 1000);
      const notSeen = added.filter((id) => !seen.includes(id));
      const deleted = [notSeen[2]!, notSeen[9]!];
      await t.app.db
        .deleteFrom(source.table as 'notifications')
        .where('id', 'in', deleted)
        .execute();
      while (next.nextCursor) {
        next = await page({ limit: 6, sort: 'id:asc', cursor: next.nextCursor });
        seen.push(...next.rows.map((row) => row.id));
      }
      const expected = [...before.keys(), ...more].filter((id) => !deleted.includes(id));
      expect(seen.sort(byNumber)).toEqual(expected.sort(byNumber));
    });

    if (source.summary) {
      it('summarises the filtered rows in the database', async () => {
        const res = await get('/summary', { from: '2026-10-01' });
        expect(res.statusCode).toBe(200);
        const summary = res.json().data;
        const rows = await walk({ from: '2026-10-01' });
        expect(summary.count).toBe(rows.length);
        const total = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
        expect(summary.amount).toBe((total / 100).toFixed(2));
        for (const group of source.summary!.groups) {
          const counted = Object.values(summary.groups[group] as Record<string, { count: number }>);
          expect(counted.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(rows.length);
        }
      });

      it('answers from its cache until the data changes, then counts again', async () => {
        const before = (await get('/summary')).json().data;
        expect((await get('/summary')).json().data).toEqual(before);
        await addListRows(t.app.db, source.table, 2, 500);
        const after = (await get('/summary')).json().data;
        expect(after.count).toBe(before.count + 2);
      });
    }

    it("streams the view's CSV: the declaration's headers, one line per row", async () => {
      const res = await get('/export.csv', { sort: 'id:desc' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        csvHeaders(source.declaration.columns)
          .map((h) => `"${h}"`)
          .join(','),
      );
      expect(lines).toHaveLength((await walk({})).length + 1);
    });

    (WHOLE_LISTS[path] ? it : it.skip)(
      'keeps the whole-list endpoint, deprecated: the same rows as paging',
      async () => {
        const { url, field, sort, streamed = true } = WHOLE_LISTS[path]!;
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode).toBe(200);
        if (streamed) expect(res.headers['transfer-encoding']).toBe('chunked');
        const body = res.json();
        const ids = ((field ? body[field] : body) as Row[]).map((row) => row.id);
        expect(ids).toEqual((await walk(sort ? { sort } : {}, 50)).map((row) => row.id));
        const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
        expect(docs.json().paths[url].get.deprecated).toBe(true);
      },
    );

    const badIds: BadInput[] = userFilter
      ? ['abc', -1, '1.5', '9'.repeat(25), Number.MAX_SAFE_INTEGER + 2].map((value) => [
          { [userFilter]: value },
          new RegExp(userFilter),
        ])
      : [];
    const badDates: BadInput[] = filters.from ? [[{ from: 'yesterday' }, /from/]] : [];
    it.each<BadInput>([
      [{ sort: 'bogus:asc' }, /sort/],
      [{ sort: 'id:sideways' }, /sort/],
      [{ limit: 0 }, /limit/],
      [{ limit: LIST_PAGE_MAX + 1 }, /limit/],
      [{ cursor: 'not-a-cursor' }, /cursor/i],
      [{ position: -1 }, /position/],
      ...badDates,
      ...badIds,
      [{ unknown: 'x' }, /unknown|additional/i],
    ])('answers bad input %j with a 400 naming the field', async (query, message) => {
      const res = await get('', query as Record<string, string | number>);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    });

    it('refuses a cursor issued for another view', async () => {
      const first = await page({ limit: 3, sort: 'id:asc' });
      const res = await get('', { sort: 'id:desc', cursor: first.nextCursor! });
      expect(res.statusCode).toBe(400);
    });

    const search = Object.entries(source.declaration.filters).find(([, s]) => s.kind === 'search');
    if (search) {
      it('refuses a search over the maximum length', async () => {
        const res = await get('', { [search[0]]: 'x'.repeat(LIST_SEARCH_MAX + 1) });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(new RegExp(search[0]));
      });
    }
  },
);

const byNumber = (a: number, b: number) => a - b;
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return Math.sign(Number(a) - Number(b));
}
function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}
