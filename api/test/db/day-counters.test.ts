import { sql } from 'kysely';
import { DAY_COUNTERS, readDayCounter, recountDayCounters } from '../../src/db/day-counters';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

// The per-day counters (migration 026) are kept by triggers in the same transaction as every
// change: after inserts, updates that move a row to another day, deletes (cascades included)
// and a rollback, they equal a count of the rows per day.

describe('day counters', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  /** name:day -> value, zeros left out (a day whose rows all left keeps a 0 row). */
  const stored = async () => {
    const rows = await sql<{ name: string; day: string; value: unknown }>`
      select name, day, value from day_counters`.execute(t.app.db);
    return Object.fromEntries(
      rows.rows
        .filter((r) => Number(r.value) !== 0)
        .map((r) => [`${r.name}:${r.day}`, Number(r.value)]),
    );
  };
  const counted = async () => {
    const result: Record<string, number> = {};
    for (const c of DAY_COUNTERS) {
      const rows = await sql<{ day: string; n: unknown }>`select ${sql.raw(c.day('r'))} as day,
        count(*) as n from ${sql.table(c.table)} as r group by ${sql.raw(c.day('r'))}`.execute(
        t.app.db,
      );
      for (const row of rows.rows) result[`${c.name}:${row.day}`] = Number(row.n);
    }
    return result;
  };
  const complete = (userId: number, at: string) =>
    t.app.db
      .insertInto('quiz_completions')
      .values({ user_id: userId, quiz_id: null, completed_at: at });

  it('start equal to the seeded rows', async () => {
    expect(Object.keys(await counted()).length).toBeGreaterThan(0);
    expect(await stored()).toEqual(await counted());
  });

  it('follow inserts, day moves and deletes, in the same transaction', async () => {
    const db = t.app.db;
    const today = t.clock.now();
    const before = await readDayCounter(db, 'quiz_completions', today);
    await complete(5, today.toISOString()).execute();
    await complete(6, today.toISOString()).execute();
    await complete(6, '2020-02-03T10:00:00.000Z').execute();
    expect(await readDayCounter(db, 'quiz_completions', today)).toBe(before + 2);
    // One moves to another day; a change within its day moves nothing.
    const newest = await db
      .selectFrom('quiz_completions')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('quiz_completions')
      .set({ completed_at: '2020-02-04T09:00:00.000Z' })
      .where('id', '=', newest.id)
      .execute();
    await db
      .updateTable('quiz_completions')
      .set({ quiz_id: null })
      .where('user_id', '=', 5)
      .execute();
    await db.deleteFrom('quiz_completions').where('user_id', '=', 7).execute();
    // Deleting a user cascades to their completions.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users/6',
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(await stored()).toEqual(await counted());
    expect(await readDayCounter(db, 'quiz_completions', new Date('2020-02-04T23:00:00Z'))).toBe(0);
    const stats = (await t.app.inject({ url: '/api/dashboard/stats', headers: { cookie } })).json();
    expect(stats.data.todayQuizCompletions).toBe(
      (await counted())[`quiz_completions:${today.toISOString().slice(0, 10)}`] ?? 0,
    );
  });

  it('a rolled-back change leaves them as they were', async () => {
    const before = await stored();
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('quiz_completions')
          .values({ user_id: 8, quiz_id: null, completed_at: t.clock.now().toISOString() })
          .execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await stored()).toEqual(before);
  });

  it('recount repairs a counter that drifted', async () => {
    await sql`update day_counters set value = 999`.execute(t.app.db);
    await recountDayCounters(t.app.db);
    expect(await stored()).toEqual(await counted());
  });
});
