import { sql } from 'kysely';
import { LIST_PAGE_MAX, LIST_SEARCH_MAX } from '@rewards/contract';
import { sortExpression } from '../../src/lists/list-source';
import { addListRows } from './list-rows';
import { byNumber, type Query, type ListUnderTest } from './list-engine-suite';

// Paging (decision 028): every row once in every sort, position jumps, cursors that hold while
// rows come and go; and bad input (a cursor of another view among it): a 400 naming the field,
// never a 5xx.

type BadInput = readonly [Query, RegExp];

export function pagingChecks(list: ListUnderTest): void {
  const { source, filters, userFilter, get, page, walk, valuesOf, valuesById } = list;

  it.each(source.declaration.sortKeys.flatMap((key) => [`${key}:asc`, `${key}:desc`]))(
    'pages through every row once in %s order',
    async (sort) => {
      const [key = '', direction] = sort.split(':');
      const rows = await walk({ sort });
      const count = await sql<{
        n: unknown;
      }>`select count(*) as n from ${sql.table(source.table)}`.execute(list.t.app.db);
      expect(rows).toHaveLength(Number(count.rows[0]?.n));
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      const values = await valuesOf(sortExpression(list.t.app.db, source, key));
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

  it('returns every remaining row once while rows are added and deleted between pages', async () => {
    const seen: number[] = [];
    let next = await page({ limit: 6, sort: 'id:asc' });
    seen.push(...next.rows.map((row) => row.id));
    const before = await valuesById('id');
    const more = await addListRows(list.t.app.db, source.table, 3, 1000);
    const notSeen = list.added.filter((id) => !seen.includes(id));
    const deleted = [notSeen[2]!, notSeen[9]!];
    await list.t.app.db
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

  it('refuses a cursor issued for another view', async () => {
    const first = await page({ limit: 3, sort: 'id:asc' });
    const res = await get('', { sort: 'id:desc', cursor: first.nextCursor! });
    expect(res.statusCode).toBe(400);
  });

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
    const res = await get('', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  const search = Object.entries(source.declaration.filters).find(([, s]) => s.kind === 'search');
  if (search) {
    it('refuses a search over the maximum length', async () => {
      const res = await get('', { [search[0]]: 'x'.repeat(LIST_SEARCH_MAX + 1) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(search[0]));
    });
  }
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return Math.sign(Number(a) - Number(b));
}
