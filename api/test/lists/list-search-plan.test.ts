import { sql } from 'kysely';
import { dialectOf } from '../../src/db/dialect';
import { walletSource } from '../../src/money/wallet-source';
import { countListTotal } from '../../src/lists/list-total';
import {
  INDEX_PLAN,
  planFor,
  searchBreadth,
  viewPlan,
  type ListPlan,
} from '../../src/lists/list-search-plan';
import { listCondition, type ListView } from '../../src/lists/list-view';
import { addListRows } from '../helpers/list-rows';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

// A money list's search runs in the plan its breadth calls for (decision 040): a search most
// rows match reads the sort order and tests each row; a rare one reads the indexes. The plan
// is pinned by EXPLAIN on both databases (api, api-pg), and both plans return the same rows.

const view = (q: string, plan?: ListPlan): ListView => ({
  filters: { q },
  sort: { key: 'date', direction: 'desc' },
  plan,
});

describe('the search plan of a money list (Payment)', () => {
  let t: TestContext;
  const BROAD = 'quintavia';
  const RARE = 'UTR100123';

  beforeAll(async () => {
    ({ t } = await createSignedInApp());
    // Every other user is named so; their rows are about half the list.
    await sql`update users set full_name = 'Quintavia ' || id where id % 2 = 0`.execute(t.app.db);
    await addListRows(t.app.db, 'wallet_transactions', 1_600);
  });
  afterAll(async () => t.close());

  const pageQuery = (q: string, plan: ListPlan) =>
    sql<{ id: number }>`select r.id from wallet_transactions as r
      where ${listCondition(t.app.db, walletSource, view(q, plan))}
      order by r.payment_date desc, r.id desc limit 101`;

  async function planText(q: string, plan: ListPlan): Promise<string> {
    const query = pageQuery(q, plan);
    if (dialectOf(t.app.db).name === 'sqlite') {
      const rows = await sql<{ detail: string }>`explain query plan ${query}`.execute(t.app.db);
      return rows.rows.map((row) => row.detail).join('\n');
    }
    const rows = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(t.app.db);
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it('chooses the sort order for a broad search and the indexes for a rare one', async () => {
    const broad = await searchBreadth(t.app.db, walletSource, view(BROAD));
    const rare = await searchBreadth(t.app.db, walletSource, view(RARE));
    expect(planFor(broad, 101)).toEqual({ broadSearch: true, sortOrder: false });
    expect(planFor(rare, 101)).toEqual({ broadSearch: false, sortOrder: false });
    // A jump deep into the broad search sorts its matches rather than walk past them.
    expect(planFor(broad, 700).broadSearch).toBe(false);
    expect(await searchBreadth(t.app.db, walletSource, { ...view(''), filters: {} })).toBeNull();
  });

  it('reads the sort index for the broad plan and the search indexes for the narrow one', async () => {
    const broad = await planText(BROAD, { broadSearch: true, sortOrder: false });
    const narrow = await planText(RARE, { broadSearch: false, sortOrder: false });
    if (dialectOf(t.app.db).name === 'sqlite') {
      expect(broad).toMatch(/SCAN r USING INDEX wallet_transactions_by_payment_date/);
      expect(broad).not.toMatch(/TEMP B-TREE|MULTI-INDEX OR/);
      expect(narrow).toMatch(/MULTI-INDEX OR/);
      expect(narrow).toMatch(/VIRTUAL TABLE/);
    } else {
      // Broad: the user is tested per row (a hashed subplan would read every match first).
      expect(broad).toMatch(/SubPlan/);
      expect(broad).not.toMatch(/hashed SubPlan/);
      // Narrow: the two sides are two index reads, appended.
      expect(narrow).toMatch(/Append/);
    }
  });

  it('returns the same rows in the same order in both plans', async () => {
    for (const q of [BROAD, RARE, 'qu']) {
      const [broad, narrow] = await Promise.all(
        [true, false].map(async (broadSearch) =>
          (await pageQuery(q, { broadSearch, sortOrder: false }).execute(t.app.db)).rows.map((r) =>
            Number(r.id),
          ),
        ),
      );
      expect(broad).toEqual(narrow);
      if (q !== 'qu') expect(broad!.length).toBeGreaterThan(0);
    }
  });

  it('reads the sort order for a filter a third of the rows match, not for its own column', async () => {
    const method: ListView = { ...view(''), filters: { method: 'UPI' } };
    const total = await countListTotal(t.app.db, walletSource, method);
    const plan = await viewPlan(t.app.db, walletSource, method, null, total.total, 101);
    expect(plan.sortOrder).toBe(true);
    const bySame = { ...method, sort: { key: 'method', direction: 'asc' as const } };
    expect((await viewPlan(t.app.db, walletSource, bySame, null, total.total, 101)).sortOrder).toBe(
      false,
    );
    expect((await viewPlan(t.app.db, walletSource, method, null, 3, 101)).sortOrder).toBe(false);
    const query = (p: ListPlan) =>
      sql<{ id: number }>`select r.id from wallet_transactions as r
        where ${listCondition(t.app.db, walletSource, { ...method, plan: p })}
        order by r.payment_date desc, r.id desc limit 101`;
    const [scan, indexed] = await Promise.all(
      [plan, INDEX_PLAN].map(async (p) => (await query(p).execute(t.app.db)).rows.map((r) => r.id)),
    );
    expect(scan).toEqual(indexed);
    if (dialectOf(t.app.db).name === 'sqlite') {
      const explained = await sql<{ detail: string }>`explain query plan ${query(plan)}`.execute(
        t.app.db,
      );
      const text = explained.rows.map((row) => row.detail).join('\n');
      expect(text).toMatch(/SCAN r USING INDEX wallet_transactions_by_payment_date/);
      expect(text).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('estimates a broad total past the cap from the newest rows', async () => {
    const counted = await countListTotal(t.app.db, walletSource, view(BROAD), 1_000_000);
    expect(counted.isEstimate).toBe(false);
    const rows = Number(
      (await sql<{ n: unknown }>`select count(*) as n from wallet_transactions`.execute(t.app.db))
        .rows[0]?.n,
    );
    // Past a cap of 100, a sample of 1,000 rows (the smallest) scaled to the list.
    const sampled = await countListTotal(t.app.db, walletSource, view(BROAD), 100, {
      matches: counted.total,
      rows,
    });
    expect(sampled.isEstimate).toBe(true);
    expect(sampled.total).toBeGreaterThan(counted.total * 0.8);
    expect(sampled.total).toBeLessThan(counted.total * 1.2);
  });
});
