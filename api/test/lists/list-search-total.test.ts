import { sql } from 'kysely';
import { dialectOf } from '../../src/db/dialect';
import { searchBreadth } from '../../src/lists/list-search-plan';
import { countListTotal } from '../../src/lists/list-total';
import type { ListView } from '../../src/lists/list-view';
import { cryptoSource } from '../../src/money/crypto-source';
import { addListRows } from '../helpers/list-rows';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

// A search's total under the cap (decision 050): counted exactly unless the exact count would
// test too many users one by one (PostgreSQL rechecks every user its trigram index names),
// then estimated from a sample and said to be an estimate; on both databases (api, api-pg).

const view = (q: string): ListView => ({
  filters: { q },
  sort: { key: 'date', direction: 'desc' },
});
const NAME = 'quintavia';

describe('the total of a search under the cap (Crypto Pay)', () => {
  let t: TestContext;
  let exact: number;
  beforeAll(async () => {
    ({ t } = await createSignedInApp());
    await sql`update users set full_name = 'Quintavia ' || id where id % 2 = 0`.execute(t.app.db);
    await addListRows(t.app.db, 'crypto_payments', 1_600);
    exact = (await countListTotal(t.app.db, cryptoSource, view(NAME), 1_000_000)).total;
  });
  afterAll(async () => t.close());

  it('says how many users an exact count tests: PostgreSQL only', async () => {
    const breadth = await searchBreadth(t.app.db, cryptoSource, view(NAME));
    if (dialectOf(t.app.db).name === 'postgres') expect(breadth?.userChecks).toBeGreaterThan(0);
    else expect(breadth?.userChecks).toBe(0);
  });

  it('counts exactly while the users to test are few', async () => {
    const breadth = { matches: exact, rows: exact, userChecks: 10 };
    expect(await countListTotal(t.app.db, cryptoSource, view(NAME), 10_000, breadth)).toEqual({
      total: exact,
      isEstimate: false,
    });
  });

  it('estimates under the cap, and says so, when the users to test are many', async () => {
    const breadth = { matches: exact, rows: exact, userChecks: 20_001 };
    const total = await countListTotal(t.app.db, cryptoSource, view(NAME), 10_000, breadth);
    expect(total.isEstimate).toBe(true);
    expect(total.total).toBeLessThan(10_000);
    expect(total.total).toBeGreaterThan(exact * 0.7);
    expect(total.total).toBeLessThan(exact * 1.3);
  });
});
