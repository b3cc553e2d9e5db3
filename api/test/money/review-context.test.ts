import { adminAccountRequests } from '../helpers/admin-account-requests';
import { reviewFixtures } from '../helpers/review-fixtures';
import { createTestApp, type TestContext } from '../helpers/test-app';

// The facts beside a queue item: the user, their money so far and their latest withdrawals,
// the item's own fields and who is reviewing it.
describe('review context', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;
  const f = reviewFixtures(() => t);
  const { call } = adminAccountRequests(() => t.app);
  const context = (cookie: string, kind: string, id: number) =>
    call(cookie, 'GET', `/api/review/items/${kind}/${id}/context`);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
  }, 30_000);
  afterAll(async () => t.close());

  it("shows the user's facts, money so far and latest withdrawals with their decisions", async () => {
    const parent = await f.user('Context Parent', 90);
    const user = await f.user('Context User', 12, 'REF-ContextParent');
    await f.user('Context Referee', 3, 'REF-ContextUser');
    const done = await f.withdrawal(user, 700, 3000, { status: 'completed' });
    await f.topUp(user, 300, 2000);
    await t.app.db
      .updateTable('wallet_transactions')
      .set({ status: 'completed' })
      .where('user_id', '=', user)
      .execute();
    const id = await f.withdrawal(user, 900, 10, { upi_address: 'ctx@upi' });
    await call(finance, 'POST', `/api/review/items/withdrawal/${id}/claim`);
    const res = await context(owner, 'withdrawal', id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.item).toMatchObject({
      kind: 'withdrawal',
      id,
      amount: '900.00',
      destination: 'ctx@upi',
    });
    expect(data.user).toMatchObject({
      id: user,
      full_name: 'Context User',
      verified: true,
      trust: true,
    });
    expect(data).toMatchObject({
      account_age_days: 12,
      lifetime_top_ups: '300.00',
      lifetime_withdrawals: '700.00',
      referred_by: { id: parent, full_name: 'Context Parent' },
      referred_count: 1,
      past_withdrawals: [{ id: done, amount: '700.00', status: 'completed' }],
      claim: { held_by: 'finance@rewards.test' },
      proof_url: null,
    });
  });

  it("a top-up's context links its proof image", async () => {
    const user = await f.user('Proof Payer', 20);
    const id = await f.topUp(user, 100, 5);
    const data = (await context(owner, 'wallet_topup', id)).json().data;
    expect(data.proof_url).toBe(`/api/wallet/${id}/screenshot`);
    expect(data.signals.map((s: { code: string }) => s.code)).toEqual([
      'shared_destination',
      'referral_shares_destination',
      'withdrawals_24h',
      'new_account',
    ]);
  });

  it('404 for a missing item, 403 for a role that decides no money', async () => {
    expect((await context(owner, 'withdrawal', 999_999)).statusCode).toBe(404);
    const support = await t.loginAs('support@rewards.test');
    expect((await context(support, 'withdrawal', 1)).statusCode).toBe(403);
  });
});
