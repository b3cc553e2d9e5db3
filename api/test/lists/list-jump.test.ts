import { sql } from 'kysely';
import {
  anchorSpacing,
  anchorsWarmed,
  createListAnchors,
  warmWalksUnderWay,
} from '../../src/lists/list-anchors';
import { type PageStart, pageEntries } from '../../src/lists/list-page';
import type { ListView } from '../../src/lists/list-view';
import { walletSource } from '../../src/money/wallet-source';
import { addListRows } from '../helpers/list-rows';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

// Jumps from anchors (decision 050), on SQLite and PostgreSQL (api, api-pg): a jump lands on
// the rows paging would reach there, within the rows changed since the anchors were found,
// and paging on from it returns every remaining row once. The anchors here are 5 rows apart;
// the routes use them past ANCHOR_SPACING_MIN rows, checked once through HTTP.

type Row = { id: number };
const SPACING = 5;
const SORTS = ['date:desc', 'amount:asc', 'status:asc', 'id:desc'] as const;
const viewOf = (sort: string, filters: Record<string, string> = {}): ListView => {
  const [key = '', direction = 'asc'] = sort.split(':');
  return { filters, sort: { key, direction: direction as 'asc' | 'desc' } };
};

describe('position jumps from anchors (Payment)', () => {
  let t: TestContext;
  let cookie: string;
  let added: number[];
  beforeAll(async () => {
    ({ t, cookie } = await createSignedInApp());
    added = await addListRows(t.app.db, 'wallet_transactions', 120);
  });
  afterAll(async () => t.close());

  const ids = async (view: ListView, start: PageStart, count: number) =>
    (await pageEntries(t.app.db, walletSource, view, start, count)).map((e) => Number(e.id));
  /** The view's rows in order: one read of the whole sort index. */
  const all = async (view: ListView) => ids(view, null, 1_000_000);
  const anchorsOf = () => createListAnchors(t.app.db, () => SPACING);
  /** Where a jump starts as it is asked (the walk then goes on) and once the walk is done. */
  const jump = async (anchors: ReturnType<typeof anchorsOf>, view: ListView, position: number) => {
    const start = () => anchors.jumpStart(walletSource, view, position, 0, async () => view);
    const asked = await start();
    await anchors.walked();
    return { asked, walked: await start() };
  };
  /** Every row from a start to the end, a cursor page of 7 at a time. */
  async function pageOn(view: ListView, start: PageStart): Promise<number[]> {
    const read: number[] = [];
    let next: PageStart = start;
    for (;;) {
      const page = await pageEntries(t.app.db, walletSource, view, next, 7);
      read.push(...page.map((e) => Number(e.id)));
      const last = page.at(-1);
      if (page.length < 7 || !last) return read;
      next = { after: { key: last.key, id: Number(last.id), position: 0 } };
    }
  }

  it.each([...SORTS])('lands exactly where paging would, in %s order', async (sort) => {
    const view = viewOf(sort);
    const rows = await all(view);
    const anchors = anchorsOf();
    for (const position of [0, 4, 5, 6, 23, 57, rows.length - 3, rows.length + 4]) {
      const { asked, walked } = await jump(anchors, view, position);
      if (position >= 2 * SPACING) expect(walked).toHaveProperty('after');
      expect(await ids(view, asked, 7)).toEqual(rows.slice(position, position + 7));
      expect(await ids(view, walked, 7)).toEqual(rows.slice(position, position + 7));
    }
  });

  it('keeps to a filtered view (ties of one key across anchors)', async () => {
    const view = viewOf('status:asc', { method: 'UPI' });
    const rows = await all(view);
    const anchors = anchorsOf();
    for (const position of [12, 31, rows.length - 2]) {
      const { walked } = await jump(anchors, view, position);
      expect(await ids(view, walked, 4)).toEqual(rows.slice(position, position + 4));
    }
  });

  it('drifts by at most the rows changed, and pages on over every remaining row once', async () => {
    const view = viewOf('date:desc');
    const anchors = anchorsOf();
    const position = Math.floor((await all(view)).length * 0.9);
    await jump(anchors, view, position);
    // Fewer changes than the spacing: the anchors are kept. Two rows in front, one deleted.
    const more = await addListRows(t.app.db, 'wallet_transactions', 2, 5_000);
    await sql`update wallet_transactions set payment_date = '2099-01-01T00:00:00.000Z'
      where id in (${sql.join(more)})`.execute(t.app.db);
    const gone = added.shift()!;
    await t.app.db.deleteFrom('wallet_transactions').where('id', '=', gone).execute();
    const rows = await all(view);
    const start = (await jump(anchors, view, position)).asked;
    expect(start).toHaveProperty('after');
    const read = await pageOn(view, start);
    const landed = rows.indexOf(read[0]!);
    expect(Math.abs(landed - position)).toBeLessThanOrEqual(3);
    expect(read).toEqual(rows.slice(landed));
    // More changes than the spacing: the anchors are found again, and the jump is exact.
    await addListRows(t.app.db, 'wallet_transactions', SPACING + 1, 6_000);
    const now = await all(view);
    const again = await jump(anchors, view, position);
    expect(again.asked).toEqual({ position });
    expect(await ids(view, again.walked, 5)).toEqual(now.slice(position, position + 5));
  });

  it('walks the views whose first pages came during a walk once it ends', async () => {
    const anchors = anchorsOf();
    const views = ['amount:asc', 'date:asc', 'status:desc'].map((sort) => viewOf(sort));
    const total = (await all(views[0]!)).length;
    const start = (view: ListView) =>
      anchors.jumpStart(walletSource, view, 3 * SPACING, total, async () => view);
    // In one turn of the event loop: the first walks, the other two wait their turn.
    for (const view of views) anchors.warm(walletSource, view, total, async () => view);
    expect(warmWalksUnderWay()).toBe(1);
    await anchorsWarmed();
    expect(warmWalksUnderWay()).toBe(0);
    for (const view of views) expect(await start(view)).toHaveProperty('after');
  });

  it('answers a deep jump through HTTP from anchors, as paging there', async () => {
    const deep = anchorSpacing(0) * 2 + 17;
    await addListRows(
      t.app.db,
      'wallet_transactions',
      deep + 50 - (await all(viewOf('id:asc'))).length,
      10_000,
    );
    const view = viewOf('amount:desc');
    const rows = await all(view);
    const get = async (position: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/wallet?sort=amount:desc&limit=9&position=${position}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as { rows: Row[]; position: number; nextCursor: string | null };
    };
    for (const position of [deep, deep - 1_000, rows.length - 4]) {
      const page = await get(position);
      expect(page.position).toBe(position);
      expect(page.rows.map((row) => row.id)).toEqual(rows.slice(position, position + 9));
    }
  });

  it("walks a view's anchors after its first page, so the first jump reads on from one", async () => {
    const get = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/wallet?limit=9&${query}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as { rows: Row[]; nextCursor: string | null };
    };
    const ordered = async (view: ListView) => (await all(view)).slice();
    const enough = anchorSpacing(0) * 2 + 50 - (await all(viewOf('id:asc'))).length;
    if (enough > 0) await addListRows(t.app.db, 'wallet_transactions', enough, 20_000);
    // A search's first page walks nothing (decision 040 reads its deep pages).
    await get('sort=date:asc&q=a');
    expect(warmWalksUnderWay()).toBe(0);
    // A first page, then a jump while its walk may run: exact, and paging on is unchanged.
    const view = viewOf('date:asc');
    const rows = await ordered(view);
    const position = anchorSpacing(0) + 300;
    const first = await get('sort=date:asc');
    expect(first.rows.map((row) => row.id)).toEqual(rows.slice(0, 9));
    const jumped = await get(`sort=date:asc&position=${position}`);
    expect(jumped.rows.map((row) => row.id)).toEqual(rows.slice(position, position + 9));
    const next = await get(`sort=date:asc&cursor=${encodeURIComponent(jumped.nextCursor!)}`);
    expect(next.rows.map((row) => row.id)).toEqual(rows.slice(position + 9, position + 18));
    await anchorsWarmed();
    // Two rows moved to the front after the walk: a jump from the anchors walked before
    // lands two rows on (their positions drifted); from the top it would land exactly.
    await sql`update wallet_transactions set payment_date = '1999-01-01T00:00:00.000Z'
      where id in (${sql.join(rows.slice(-2))})`.execute(t.app.db);
    const now = await ordered(view);
    const drifted = await get(`sort=date:asc&position=${position}`);
    expect(drifted.rows.map((row) => row.id)).toEqual(now.slice(position + 2, position + 11));
  });
});
