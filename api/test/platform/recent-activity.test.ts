import { createSignedInApp, type TestContext } from '../helpers/test-app';

interface Activity {
  id: string;
  description: string;
  timestamp: string;
  type: string;
}

const rupees = (minor: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(minor / 100);

describe('recent activity: full sentences, real types, a type filter', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ url, headers: { cookie } });
  const put = (url: string, payload?: object) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const feed = async (query = '') => {
    const res = await get(`/api/dashboard/recent-activities${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Activity[] }).data;
  };
  const step = () => t.clock.advance(1000);

  it('a decided withdrawal is a "withdrawal" with its outcome, amount and user', async () => {
    const pending = await t.app.db
      .selectFrom('withdrawals as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select(['w.id', 'w.user_id', 'w.amount_minor', 'u.full_name'])
      .where('w.status', '=', 'pending')
      .orderBy('w.id')
      .limit(2)
      .execute();
    const [approved, rejected] = pending;
    if (!approved || !rejected) throw new Error('the seed has two pending withdrawals');
    step();
    expect((await put(`/api/withdrawals/${approved.id}`, { status: 'completed' })).statusCode).toBe(
      200,
    );
    step();
    expect((await put(`/api/withdrawals/${rejected.id}`, { status: 'rejected' })).statusCode).toBe(
      200,
    );

    const [newest, next] = await feed();
    expect(newest).toEqual({
      id: expect.stringMatching(/^audit-\d+$/),
      description: `Rejected withdrawal #${rejected.id} of ${rupees(rejected.amount_minor)} for ${rejected.full_name}`,
      timestamp: t.clock.now().toISOString(),
      type: 'withdrawal',
      userId: rejected.user_id,
    });
    expect(next?.description).toBe(
      `Approved withdrawal #${approved.id} of ${rupees(approved.amount_minor)} for ${approved.full_name}`,
    );
    expect(next?.type).toBe('withdrawal');
  });

  it('payment approvals and due flags are "payment", and payments appear in the feed', async () => {
    const user = await t.app.db
      .selectFrom('users')
      .select(['id', 'full_name'])
      .where('payment_status', '=', 0)
      .executeTakeFirstOrThrow();
    step();
    expect((await put(`/api/users/${user.id}/payment-status`)).statusCode).toBe(200);
    const [approval] = await feed();
    expect(approval).toMatchObject({
      description: `Approved the payment of ${user.full_name} (user #${user.id})`,
      type: 'payment',
    });

    const payments = await feed('?type=payment');
    expect(payments.length).toBeGreaterThan(1);
    expect(new Set(payments.map((a) => a.type))).toEqual(new Set(['payment']));
    const received = payments.find((a) => a.id.startsWith('payment-'));
    expect(received?.description).toMatch(
      /^.+ paid ₹[\d,]+\.\d\d via (UPI|SCANNER|CRYPTO) \((completed|pending review)\)$/,
    );
  });

  it('each type filter keeps only that type, newest first, so busy types cannot push others out', async () => {
    step();
    expect((await put('/api/users/1/trust', { trust: true })).statusCode).toBe(200);
    const all = await feed();
    expect(all[0]).toMatchObject({
      description: expect.stringMatching(/^Marked .+ \(user #1\) as trusted$/),
      type: 'other',
    });

    for (const type of ['payment', 'withdrawal', 'registration', 'other']) {
      const list = await feed(`?type=${type}`);
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(20);
      expect(list.every((a) => a.type === type)).toBe(true);
      const stamps = list.map((a) => a.timestamp);
      expect([...stamps].sort().reverse()).toEqual(stamps);
    }
    const registrations = await feed('?type=registration');
    const users = await t.app.db.selectFrom('users').select('id').execute();
    expect(registrations).toHaveLength(Math.min(20, users.length));
    expect(registrations[0]?.description).toMatch(/^.+ registered$/);
    const withdrawals = await feed('?type=withdrawal');
    expect(withdrawals.some((a) => a.id.startsWith('withdrawal-'))).toBe(true);
    expect(withdrawals.some((a) => a.id.startsWith('audit-'))).toBe(true);
  });

  it('names an admin by email, not by id (the admin review)', async () => {
    step();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: { cookie },
      payload: {
        email: 'newbie@rewards.test',
        name: 'newbie',
        role: 'support',
        password: 'one-time-Passw0rd',
      },
    });
    expect(created.statusCode).toBe(200);
    expect((await feed('?type=other'))[0]?.description).toBe('Created admin newbie@rewards.test');
  });

  it('refuses an unknown type or parameter with a 400 and the reason', async () => {
    for (const query of ['?type=refund', '?type=', '?kind=payment', '?type=payment&type=other']) {
      const res = await get(`/api/dashboard/recent-activities${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });
});
