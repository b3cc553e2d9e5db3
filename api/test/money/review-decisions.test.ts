import { adminAccountRequests } from '../helpers/admin-account-requests';
import { reviewFixtures } from '../helpers/review-fixtures';
import { createTestApp, type TestContext } from '../helpers/test-app';

// A queue decision is the list screens' own decision: the same rules, audit rows and answers.
describe('review decisions', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;
  const f = reviewFixtures(() => t);
  const { call } = adminAccountRequests(() => t.app);
  const decide = (cookie: string, kind: string, id: number, body: object) =>
    call(cookie, 'POST', `/api/review/items/${kind}/${id}/decision`, body);
  const audit = async (entity: string, entityId: number) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ withdrawalSecondApprovalAbove: 1000 });
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
    await f.clearPending();
  }, 30_000);
  afterAll(async () => t.close());

  it('rejects a withdrawal with its reason in the audit row, once', async () => {
    const id = await f.withdrawal(1, 500, 5);
    const res = await decide(owner, 'withdrawal', id, {
      decision: 'reject',
      reason: 'Invalid UPI ID',
    });
    expect(res.json().data).toEqual({ kind: 'withdrawal', id, outcome: 'rejected' });
    const rows = await audit('withdrawal', id);
    expect(rows.map((r) => r.action)).toEqual(['withdrawal.decide']);
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({
      status: 'rejected',
      reason: 'Invalid UPI ID',
    });
    const again = await decide(finance, 'withdrawal', id, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'already_decided' });
  });

  it('a large withdrawal takes two admins, as on the Withdrawal screen', async () => {
    const id = await f.withdrawal(2, 5000, 5);
    const first = await decide(finance, 'withdrawal', id, { decision: 'approve' });
    expect(first.json().data.outcome).toBe('pending');
    const own = await decide(finance, 'withdrawal', id, { decision: 'approve' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ reason: 'needs_second_approver' });
    expect(
      (await decide(owner, 'withdrawal', id, { decision: 'approve' })).json().data.outcome,
    ).toBe('completed');
    expect((await audit('withdrawal', id)).map((r) => r.action)).toEqual([
      'withdrawal.first_approve',
      'withdrawal.decide',
    ]);
  });

  it('a wallet change is approved by another admin and sets the balance', async () => {
    const financeId = await f.adminId('finance@rewards.test');
    await t.app.db.updateTable('users').set({ coin_minor: 10_000 }).where('id', '=', 3).execute();
    const id = await f.walletChange(3, 100, 4000, financeId, 5);
    const own = await decide(finance, 'wallet_change', id, { decision: 'approve' });
    expect(own.json()).toMatchObject({ reason: 'needs_second_approver' });
    const res = await decide(owner, 'wallet_change', id, { decision: 'approve' });
    expect(res.json().data).toEqual({ kind: 'wallet_change', id, outcome: 'approved' });
    const user = await t.app.db
      .selectFrom('users')
      .select('coin_minor')
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(user.coin_minor).toBe(400_000);
  });

  it('a top-up with its proof is approved by clearing its due flag, once; it has no rejection', async () => {
    const id = await f.topUp(4, 250, 5);
    const reject = await decide(owner, 'wallet_topup', id, { decision: 'reject' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe(
      'A wallet top-up has no rejection: approve it (it is marked Not Due) or skip it',
    );
    const res = await decide(owner, 'wallet_topup', id, { decision: 'approve' });
    expect(res.json().data.outcome).toBe('not_due');
    expect((await audit('wallet_transaction', id)).map((r) => r.action)).toEqual(['wallet.due']);
    expect((await decide(finance, 'wallet_topup', id, { decision: 'approve' })).statusCode).toBe(
      409,
    );
  });

  it('two admins settling one top-up at once: one 200, one 409, one audit row', async () => {
    const id = await f.topUp(4, 260, 5);
    const answers = await Promise.all([
      decide(owner, 'wallet_topup', id, { decision: 'approve' }),
      decide(finance, 'wallet_topup', id, { decision: 'approve' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await audit('wallet_transaction', id)).map((r) => r.action)).toEqual(['wallet.due']);
  });

  it('bad bodies are a 400 and change nothing', async () => {
    const id = await f.withdrawal(5, 500, 5);
    for (const body of [
      {},
      { decision: 'maybe' },
      { decision: 'reject', reason: 'x'.repeat(501) },
      { decision: 'approve', extra: 1 },
    ]) {
      expect((await decide(owner, 'withdrawal', id, body)).statusCode).toBe(400);
    }
    expect(await audit('withdrawal', id)).toEqual([]);
    expect((await decide(owner, 'withdrawal', 999_999, { decision: 'approve' })).statusCode).toBe(
      404,
    );
  });
});
