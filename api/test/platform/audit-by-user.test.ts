import { createTestApp, type TestContext } from '../helpers/test-app';

// A user's page lists the audit rows that concern them (GET /api/audit?userId=N): actions on
// the user and on their money, whose rows name a withdrawal or a transaction, not the user.

describe('the audit trail of one user', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;
  let userId: number;
  const send = (method: 'PUT' | 'GET', url: string, payload?: object, cookie = owner) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const trail = async (query: string, cookie = owner) => {
    const res = await send('GET', `/api/audit?${query}`, undefined, cookie);
    expect(res.statusCode).toBe(200);
    return (res.json().data.rows as { action: string; entity: string; entityId: number }[]).map(
      (e) => `${e.action} ${e.entity}#${e.entityId}`,
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
    const pending = await t.app.db
      .selectFrom('withdrawals')
      .select(['id', 'user_id'])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    userId = pending.user_id;
    const transaction = await t.app.db
      .insertInto('wallet_transactions')
      .values({
        user_id: userId,
        amount_minor: 5000,
        method: 'UPI',
        utr_number: 'UTR-AUDIT-1',
        due: 0,
        payment_date: new Date().toISOString(),
        status: 'pending',
        screenshot_file: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = userId === 1 ? 2 : 1;
    for (const [method, url, payload] of [
      ['PUT', `/api/users/${userId}/trust`, { trust: true }],
      ['PUT', `/api/withdrawals/${pending.id}`, { status: 'rejected' }],
      ['PUT', `/api/wallet-due/${transaction.id}`, { due: true }],
      ['PUT', `/api/users/${other}/trust`, { trust: true }],
    ] as const) {
      expect((await send(method, url, payload)).statusCode).toBe(200);
    }
  }, 30_000);
  afterAll(async () => t.close());

  it('lists actions on the user and on their withdrawals and transactions, newest first', async () => {
    const rows = await trail(`userId=${userId}`);
    expect(rows.map((row) => row.split(' ')[0])).toEqual([
      'wallet.due',
      'withdrawal.decide',
      'user.trust',
    ]);
    expect(rows[2]).toBe(`user.trust user#${userId}`);
  });

  it('shows finance the money actions of the user only', async () => {
    const rows = await trail(`userId=${userId}`, finance);
    expect(rows.map((row) => row.split(' ')[0])).toEqual(['wallet.due', 'withdrawal.decide']);
  });

  it('answers a bad user id with a 400, and a user without a trail with no rows', async () => {
    for (const bad of ['abc', '0', '-1']) {
      expect((await send('GET', `/api/audit?userId=${bad}`)).statusCode).toBe(400);
    }
    expect(await trail('userId=987654')).toEqual([]);
  });
});
