import { sql } from 'kysely';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

describe('dashboard', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ url, headers: { cookie } });
  const scalar = async (query: ReturnType<typeof sql<{ v: number }>>) =>
    Number((await query.execute(t.app.db)).rows[0]?.v ?? 0);

  it('computes every stat from the rows', async () => {
    const startOfDay = `${t.clock.now().toISOString().slice(0, 10)}T00:00:00.000Z`;
    const expected = {
      totalUsers: await scalar(sql`select count(*) as v from users`),
      totalRevenue:
        (await scalar(
          sql`select sum(amount_minor) as v from wallet_transactions where status = 'completed'`,
        )) / 100,
      pendingWithdrawals: await scalar(
        sql`select count(*) as v from withdrawals where status = 'pending'`,
      ),
      pendingPayments: await scalar(sql`select count(*) as v from users where payment_status = 0`),
      todayQuizCompletions: await scalar(
        sql`select count(*) as v from quiz_completions where completed_at >= ${startOfDay}`,
      ),
      activePlans: await scalar(
        sql`select count(*) as v from users where business_plan is not null and status = 'ok'`,
      ),
    };
    const res = await get('/api/dashboard/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: expected });
    // The seed makes every figure non-zero, so this is not comparing zeros with zeros.
    for (const value of Object.values(expected)) expect(value).toBeGreaterThan(0);
  });

  it('stats follow changes: a decided withdrawal leaves the pending count', async () => {
    const before = (await get('/api/dashboard/stats')).json().data.pendingWithdrawals;
    const pending = await t.app.db
      .selectFrom('withdrawals')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'PUT',
      url: `/api/withdrawals/${pending.id}`,
      headers: { cookie },
      payload: { status: 'completed' },
    });
    expect((await get('/api/dashboard/stats')).json().data.pendingWithdrawals).toBe(before - 1);
  });

  it('lists at most 20 recent activities, newest first, including admin actions', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/1/trust',
      headers: { cookie },
      payload: { trust: true },
    });
    const res = await get('/api/dashboard/recent-activities');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: { id: string; description: string; timestamp: string; type: string }[];
    };
    expect(data).toHaveLength(20);
    const stamps = data.map((a) => a.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(new Set(data.map((a) => a.id)).size).toBe(20);
    for (const a of data)
      expect(['payment', 'withdrawal', 'registration', 'other']).toContain(a.type);
    expect(data[0]).toEqual({
      id: expect.stringMatching(/^audit-\d+$/),
      description: expect.stringMatching(/^Marked .+ \(user #1\) as trusted$/),
      timestamp: t.clock.now().toISOString(),
      type: 'other',
      userId: 1,
    });
  });

  it('gives one series point per day, oldest first, matching the rows', async () => {
    const res = await get('/api/dashboard/series?days=7');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: { date: string; revenue: number; registrations: number }[];
    };
    expect(data).toHaveLength(7);
    expect(data[6]?.date).toBe(t.clock.now().toISOString().slice(0, 10));
    expect(data.map((d) => d.date)).toEqual([...data.map((d) => d.date)].sort());
    const from = `${data[0]?.date}T00:00:00.000Z`;
    const registrations = await scalar(
      sql`select count(*) as v from users where created_at >= ${from}`,
    );
    const revenue = await scalar(
      sql`select sum(amount_minor) as v from wallet_transactions where status = 'completed' and payment_date >= ${from}`,
    );
    expect(data.reduce((sum, d) => sum + d.registrations, 0)).toBe(registrations);
    expect(Math.round(data.reduce((sum, d) => sum + d.revenue, 0) * 100)).toBe(revenue);
    expect(registrations).toBeGreaterThan(0);
  });

  it('defaults to 30 days and rejects a bad range', async () => {
    expect((await get('/api/dashboard/series')).json().data).toHaveLength(30);
    for (const q of ['days=0', 'days=366', 'days=abc', 'weeks=2']) {
      const res = await get(`/api/dashboard/series?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  describe('shows each role only what its permissions allow', () => {
    const as = async (email: string, url: string) =>
      t.app.inject({ url, headers: { cookie: await t.loginAs(email) } });
    const MONEY = { totalRevenue: null, pendingWithdrawals: null, pendingPayments: null };

    it.each(['content@rewards.test', 'support@rewards.test'])(
      '%s: no money figure, no payment or withdrawal entry, no revenue series',
      async (email) => {
        const stats = (await as(email, '/api/dashboard/stats')).json().data;
        expect(stats).toMatchObject(MONEY);
        expect(stats.totalUsers).toBeGreaterThan(0);
        for (const type of ['withdrawal', 'payment']) {
          const res = await as(email, `/api/dashboard/recent-activities?type=${type}`);
          expect(res.statusCode).toBe(403);
          expect(res.body).not.toMatch(/₹/);
        }
        const feed = (await as(email, '/api/dashboard/recent-activities')).json().data as {
          type: string;
          description: string;
        }[];
        // Support reads registrations and admin actions; content may have nothing to read.
        if (email.startsWith('support')) expect(feed.length).toBeGreaterThan(0);
        expect(feed.filter((a) => ['payment', 'withdrawal'].includes(a.type))).toEqual([]);
        expect(feed.filter((a) => a.description.includes('₹'))).toEqual([]);
        const series = (await as(email, '/api/dashboard/series?days=7')).json().data;
        expect(series.map((p: { revenue: unknown }) => p.revenue)).toEqual(Array(7).fill(null));
      },
    );

    it('content (no users:read) gets no registrations; support does', async () => {
      const url = '/api/dashboard/recent-activities?type=registration';
      expect((await as('content@rewards.test', url)).statusCode).toBe(403);
      expect((await as('support@rewards.test', url)).statusCode).toBe(200);
      const feed = (await as('content@rewards.test', '/api/dashboard/recent-activities')).json();
      expect(feed.data.every((a: { type: string }) => a.type === 'other')).toBe(true);
      // Admin actions on users name them (the trust change above): not for content.
      const names = (a: { description: string }) => a.description.includes('(user #');
      expect(feed.data.filter(names)).toEqual([]);
      const support = (await as('support@rewards.test', '/api/dashboard/recent-activities')).json();
      expect(support.data.filter(names).length).toBeGreaterThan(0);
    });

    it('finance sees the money figures and the withdrawal entries', async () => {
      const stats = (await as('finance@rewards.test', '/api/dashboard/stats')).json().data;
      expect(stats.totalRevenue).toBeGreaterThan(0);
      expect(stats.pendingPayments).toBeGreaterThan(0);
      const url = '/api/dashboard/recent-activities?type=withdrawal';
      const res = await as('finance@rewards.test', url);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.length).toBeGreaterThan(0);
    });
  });
});
