import { sql } from 'kysely';
import { createUserTotals } from '../../src/users/user-list-total';
import { createSignedInApp, type TestContext } from '../helpers/test-app';
import { insertFixtureUsers } from '../helpers/user-list-fixtures';

// Totals across writes (decision 014): an estimate (past the cap) keeps answering while a
// newer one is counted in the background, until the id range it extrapolates over grows by
// more than 1%; an exact total is recounted after every write.

const USERS = 1_000;
const CAP = 100;
const noFilter = { search: '', status: null, trust: null };

describe('user list totals across writes', () => {
  let t: TestContext;
  beforeAll(async () => {
    ({ t } = await createSignedInApp({ seedUsers: 0 }));
    await insertFixtureUsers(t.app.db, USERS);
  }, 60_000);
  afterAll(async () => t.close());

  const totalsFor = () =>
    createUserTotals(t.app.db, CAP, { refreshAfterMs: 0, maxAgeMs: 60_000, maxSpanDrift: 0.01 });
  /** Asks until the answer differs from `before` (the background count has landed). */
  const changed = async (get: () => Promise<number>, before: number) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const now = await get();
      if (now !== before) return now;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return before;
  };

  it('answers with the last estimate after a write, then with the recount', async () => {
    const totals = totalsFor();
    const filter = { ...noFilter, search: 'example' };
    const first = await totals.get(filter);
    expect(first.isEstimate).toBe(true);
    expect(Math.abs(first.total - USERS)).toBeLessThan(USERS * 0.05);
    // Half of the first 400 users go: the matches before the pivot thin out, the id range stays.
    await sql`delete from users where id <= 400 and id % 2 = 0`.execute(t.app.db);
    expect(await totals.get(filter)).toEqual(first);
    const recounted = await changed(async () => (await totals.get(filter)).total, first.total);
    expect(recounted).toBeLessThan(first.total * 0.9);
    expect(recounted).toBe((await totalsFor().get(filter)).total);
  });

  it('recounts before answering once the id range grew by more than 1%', async () => {
    const totals = totalsFor();
    const filter = { ...noFilter, search: 'example' };
    const before = await totals.get(filter);
    await insertFixtureUsers(t.app.db, 300, 50_000);
    const after = await totals.get(filter);
    expect(after.isEstimate).toBe(true);
    expect(after.total).toBeGreaterThan(before.total * 1.2);
  });

  it('recounts exact totals after every write', async () => {
    const totals = totalsFor();
    const filter = { ...noFilter, search: 'zoë durand' };
    const before = await totals.get(filter);
    expect(before.isEstimate).toBe(false);
    expect(before.total).toBeGreaterThan(0);
    const victim = await sql<{ id: number }>`
      select id from users where full_name = 'Zoë Durand' limit 1`.execute(t.app.db);
    await sql`delete from users where id = ${victim.rows[0]?.id}`.execute(t.app.db);
    expect(await totals.get(filter)).toEqual({ total: before.total - 1, isEstimate: false });
    const everyone = await totals.get(noFilter);
    await insertFixtureUsers(t.app.db, 1, 90_000);
    expect(await totals.get(noFilter)).toEqual({ total: everyone.total + 1, isEstimate: false });
  });
});
