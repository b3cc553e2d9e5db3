import { csvHeaders } from '@rewards/contract';
import { addListRows } from './list-rows';
import { type Row, type ListUnderTest } from './list-engine-suite';

// What a list answers besides its pages (decision 028): the summary and its cache, the CSV,
// and the old whole-list endpoints, deprecated.

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

export function outputChecks(list: ListUnderTest): void {
  const { path, source, get, walk } = list;

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
      await addListRows(list.t.app.db, source.table, 2, 500);
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

  // Only the lists that had a whole-list endpoint before the engine keep one.
  if (WHOLE_LISTS[path])
    it('keeps the whole-list endpoint, deprecated: the same rows as paging', async () => {
      const { app } = list.t;
      const { url, field, sort, streamed = true } = WHOLE_LISTS[path]!;
      const res = await app.inject({ method: 'GET', url, headers: { cookie: list.cookie } });
      expect(res.statusCode).toBe(200);
      if (streamed) expect(res.headers['transfer-encoding']).toBe('chunked');
      const body = res.json();
      const ids = ((field ? body[field] : body) as Row[]).map((row) => row.id);
      expect(ids).toEqual((await walk(sort ? { sort } : {}, 50)).map((row) => row.id));
      const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.json().paths[url].get.deprecated).toBe(true);
    });
}
