import { sql } from 'kysely';
import { readStatCounters, recountStatCounters, STAT_COUNTERS } from '../../src/db/stat-counters';
import { addListRows } from '../helpers/list-rows';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

// The dashboard's and badges' counters (migration 016) are kept by triggers in the same
// transaction as every change, whoever writes: after inserts, updates that move a row in and
// out of a count, and deletes (cascades included), they equal a count of the rows.

describe('stat counters', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  const counted = async () => {
    const result: Record<string, number> = {};
    for (const c of STAT_COUNTERS) {
      const row = await sql<{ n: unknown }>`select coalesce(sum(${sql.raw(c.value('r'))}), 0) as n
        from ${sql.table(c.table)} as r`.execute(t.app.db);
      result[c.name] = Number(row.rows[0]?.n);
    }
    return result;
  };

  it('start equal to the seeded rows', async () => {
    expect(await readStatCounters(t.app.db)).toEqual(await counted());
  });

  it('follow inserts, updates and deletes, in the same transaction', async () => {
    const db = t.app.db;
    await addListRows(db, 'wallet_transactions', 9);
    await addListRows(db, 'withdrawals', 7);
    await db
      .updateTable('wallet_transactions')
      .set({ status: 'completed', due: 0 })
      .where('id', '<=', 3)
      .execute();
    await db
      .updateTable('withdrawals')
      .set({ status: 'rejected' })
      .where('status', '=', 'pending')
      .where('id', '<=', 4)
      .execute();
    await db
      .updateTable('users')
      .set({ payment_status: 1, status: 'pause' })
      .where('id', '<=', 2)
      .execute();
    // A change that moves no count (the wallet balance) must not disturb them either.
    await db.updateTable('users').set({ coin_minor: 12345 }).where('id', '=', 3).execute();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users/4',
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(await readStatCounters(db)).toEqual(await counted());
    const stats = (await t.app.inject({ url: '/api/dashboard/stats', headers: { cookie } })).json();
    expect(stats.data.totalUsers).toBe((await counted()).users);
  });

  it('a rolled-back change leaves them as they were', async () => {
    const before = await readStatCounters(t.app.db);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await addListRows(trx, 'withdrawals', 5);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await readStatCounters(t.app.db)).toEqual(before);
  });

  it('recount repairs a counter that drifted', async () => {
    await sql`update stat_counters set value = 999 where name = 'users'`.execute(t.app.db);
    await recountStatCounters(t.app.db);
    expect(await readStatCounters(t.app.db)).toEqual(await counted());
  });
});
