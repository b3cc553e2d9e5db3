import { sql } from 'kysely';
import { fromTable } from '../../src/lists/list-source';
import { byNumber, type ListFacts, type ListUnderTest } from './list-engine-suite';

// Filters (decision 028): each against the database's own answer, with the page's total.

function choicesOf(source: ListFacts['source']) {
  return Object.entries(source.declaration.filters).flatMap(([name, spec]) =>
    spec.kind === 'choice'
      ? spec.values.filter((v) => v !== 'all').map((v) => [name, v] as const)
      : [],
  );
}

const hasDateRange = ({ dateColumn, filters }: ListFacts) =>
  dateColumn !== undefined && filters.from?.kind === 'date';

/** Lists with a filter these checks cover: a choice, a user or a date range. */
export const hasFilterChecks = (list: ListFacts): boolean =>
  choicesOf(list.source).length > 0 || list.userFilter !== undefined || hasDateRange(list);

export function filterChecks(list: ListUnderTest): void {
  const { source, userFilter, dateColumn, get, page, walk, valuesById } = list;

  const choices = choicesOf(source);
  if (choices.length > 0) {
    it.each(choices)('filters by %s = %s: exactly the matching rows', async (name, value) => {
      const { db } = list.t.app;
      const rows = await walk({ [name]: value });
      const matching = await sql<{
        id: number;
      }>`select id from ${fromTable(source)}
        where ${source.filter(db, name, value)}`.execute(db);
      expect(rows.map((row) => row.id).sort(byNumber)).toEqual(
        matching.rows.map((row) => Number(row.id)).sort(byNumber),
      );
      expect(matching.rows.length).toBeGreaterThan(0);
      expect((await page({ [name]: value })).total).toBe(matching.rows.length);
    });
  }

  // Declared only for the lists that have the filter (a list without one is not skipped: the
  // check does not apply to it).
  if (userFilter)
    it("filters by user: exactly that user's rows, counted", async () => {
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

  // Declared only for the lists with a date range filter.
  if (!hasDateRange(list)) return;
  it('filters by a date range, from the start of the first day through the end of the last', async () => {
    const dates = await valuesById(dateColumn!);
    const rows = await walk({ from: '2026-10-02', to: '2026-10-03' });
    const expected = [...dates].filter(
      ([, d]) => String(d) >= '2026-10-02T00:00:00.000Z' && String(d) <= '2026-10-03T23:59:59.999Z',
    );
    expect(rows.map((row) => row.id).sort(byNumber)).toEqual(
      expected.map(([id]) => id).sort(byNumber),
    );
    expect(expected.length).toBeGreaterThan(0);
  });

  it("filters by instants too: the screens send the admin's local day bounds", async () => {
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
}
