import type { ReviewContext, ReviewSignalCode } from '@rewards/contract';
import { adminAccountRequests } from '../helpers/admin-account-requests';
import { reviewFixtures } from '../helpers/review-fixtures';
import { createTestApp, type TestContext } from '../helpers/test-app';

const DAY_MINUTES = 24 * 60;

// Each signal of the review context, with data that should raise it and data that should not.
describe('review signals', () => {
  let t: TestContext;
  let owner: string;
  const f = reviewFixtures(() => t);
  const { call } = adminAccountRequests(() => t.app);
  const context = async (kind: string, id: number): Promise<ReviewContext> => {
    const res = await call(owner, 'GET', `/api/review/items/${kind}/${id}/context`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const signal = async (id: number, code: ReviewSignalCode, kind = 'withdrawal') => {
    const found = (await context(kind, id)).signals.find((s) => s.code === code);
    if (!found) throw new Error(`no ${code} signal`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
  }, 30_000);
  afterAll(async () => t.close());

  it('first withdrawal of this user', async () => {
    const user = await f.user('First Timer', 40);
    const first = await f.withdrawal(user, 500, 90);
    const second = await f.withdrawal(user, 500, 30);
    expect(await signal(first, 'first_withdrawal')).toMatchObject({
      raised: true,
      text: 'First withdrawal of this user',
    });
    expect(await signal(second, 'first_withdrawal')).toMatchObject({
      raised: false,
      text: 'This user asked for 1 withdrawal before this one',
    });
  });

  it("amount against this user's median", async () => {
    const user = await f.user('Steady Saver', 40);
    expect((await signal(await f.withdrawal(user, 900, 5000), 'amount_vs_median')).text).toBe(
      'Too little history to compare: 0 other withdrawals',
    );
    for (const minutes of [4000, 3000]) await f.withdrawal(user, 1000, minutes);
    const large = await f.withdrawal(user, 8000, 60);
    const usual = await f.withdrawal(user, 2000, 30);
    const raised = await signal(large, 'amount_vs_median');
    expect(raised.raised).toBe(true);
    expect(raised.text).toBe(
      "₹8,000.00 is 8.0x this user's median withdrawal of ₹1,000.00 (over 4 other withdrawals)",
    );
    expect(await signal(usual, 'amount_vs_median')).toMatchObject({ raised: false });
  });

  it('the same UPI id, crypto address or UTR used by other users', async () => {
    const [a, b, c] = [
      await f.user('Payee A', 40),
      await f.user('Payee B', 40),
      await f.user('Payee C', 40),
    ];
    await f.withdrawal(a, 500, 300, { upi_address: 'shared@upi' });
    const shared = await f.withdrawal(b, 500, 200, { upi_address: 'shared@upi' });
    const own = await f.withdrawal(c, 500, 100, { crypto_address: 'TUniqueAddress' });
    expect(await signal(shared, 'shared_destination')).toEqual({
      code: 'shared_destination',
      raised: true,
      text: 'The UPI id shared@upi was also used by 1 other user',
      user_ids: [a],
    });
    expect(await signal(own, 'shared_destination')).toMatchObject({
      raised: false,
      text: 'No other user used the crypto address TUniqueAddress',
    });
    const topUp = await f.topUp(c, 100, 10);
    await t.app.db
      .updateTable('wallet_transactions')
      .set({ utr_number: 'UTR-SAME' })
      .where('id', '=', topUp)
      .execute();
    const other = await f.topUp(a, 100, 9);
    await t.app.db
      .updateTable('wallet_transactions')
      .set({ utr_number: 'UTR-SAME' })
      .where('id', '=', other)
      .execute();
    expect(await signal(topUp, 'shared_destination', 'wallet_topup')).toMatchObject({
      raised: true,
      user_ids: [a],
    });
  });

  it('withdrawals in the last 24 h', async () => {
    const busy = await f.user('Busy Bee', 40);
    await f.withdrawal(busy, 500, 120);
    const burst = await f.withdrawal(busy, 500, 60);
    const calm = await f.user('Calm Cat', 40);
    await f.withdrawal(calm, 500, 2 * DAY_MINUTES);
    const single = await f.withdrawal(calm, 500, 60);
    expect(await signal(burst, 'withdrawals_24h')).toMatchObject({
      raised: true,
      text: '2 withdrawals by this user in the last 24 h',
    });
    expect(await signal(single, 'withdrawals_24h')).toMatchObject({
      raised: false,
      text: '1 withdrawal by this user in the last 24 h',
    });
  });

  it('account younger than 7 days', async () => {
    const young = await f.withdrawal(await f.user('New Comer', 2), 500, 10);
    const old = await f.withdrawal(await f.user('Old Hand', 30), 500, 10);
    expect(await signal(young, 'new_account')).toMatchObject({
      raised: true,
      text: 'Account created 2 days ago, younger than 7 days',
    });
    expect(await signal(old, 'new_account')).toMatchObject({
      raised: false,
      text: 'Account created 30 days ago',
    });
  });

  it('a referrer and referee sharing a payout destination', async () => {
    const referrer = await f.user('Ref Parent', 60);
    const referee = await f.user('Ref Child', 20, 'REF-RefParent');
    const stranger = await f.user('Ref Stranger', 20);
    await f.withdrawal(referrer, 500, 100, { upi_address: 'family@upi' });
    const child = await f.withdrawal(referee, 500, 50, { upi_address: 'family@upi' });
    const unrelated = await f.withdrawal(stranger, 500, 40, { upi_address: 'family@upi' });
    expect(await signal(child, 'referral_shares_destination')).toMatchObject({
      raised: true,
      text: `Referrer Ref Parent (user #${referrer}) used the same UPI id`,
      user_ids: [referrer],
    });
    expect(await signal(unrelated, 'referral_shares_destination')).toMatchObject({ raised: false });
  });
});
