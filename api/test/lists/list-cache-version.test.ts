import { sql } from 'kysely';
import { walletSource } from '../../src/money/wallet-source';
import type { ListView } from '../../src/lists/list-view';
import { createVersionedCache } from '../../src/lists/versioned-cache';
import { addListRows } from '../helpers/list-rows';
import { createTestApp, type TestContext } from '../helpers/test-app';

// A list's summary, total and search breadth are kept per data version (decision 040): a
// write to the list's own table recounts them, a write elsewhere does not, except that a
// search also follows the users it reads. Run on both databases (api, api-pg).

const plain: ListView = { filters: {}, sort: { key: 'date', direction: 'desc' } };
const searched: ListView = { ...plain, filters: { q: 'someone' } };

describe('the list caches follow their own data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await addListRows(t.app.db, 'wallet_transactions', 3);
  });
  afterAll(async () => t.close());

  const touchUser = () =>
    sql`update users set trust = 1 - trust where id = (select min(id) from users)`.execute(
      t.app.db,
    );

  it("counts again after the list's own writes, not after other tables'", async () => {
    let computed = 0;
    const cached = createVersionedCache(t.app.db, async () => ++computed);
    expect(await cached(walletSource, plain)).toBe(1);
    expect(await cached(walletSource, plain)).toBe(1);
    await touchUser();
    expect(await cached(walletSource, plain)).toBe(1);
    await addListRows(t.app.db, 'wallet_transactions', 1, 100);
    expect(await cached(walletSource, plain)).toBe(2);
  });

  it('counts a search again after a user changes: it matches their names', async () => {
    let computed = 0;
    const cached = createVersionedCache(t.app.db, async () => ++computed);
    expect(await cached(walletSource, searched)).toBe(1);
    await touchUser();
    expect(await cached(walletSource, searched)).toBe(2);
  });

  it('counts again once events are pruned, even if the change was among them', async () => {
    // Pruning keeps only the newest event (a user's): the list has no event left.
    const prune = async () => {
      await touchUser();
      await sql`delete from change_events
        where id < (select max(id) from change_events)`.execute(t.app.db);
    };
    let computed = 0;
    const cached = createVersionedCache(t.app.db, async () => ++computed);
    await prune();
    expect(await cached(walletSource, plain)).toBe(1);
    await addListRows(t.app.db, 'wallet_transactions', 1, 200);
    await prune();
    expect(await cached(walletSource, plain)).toBe(2);
  });
});
