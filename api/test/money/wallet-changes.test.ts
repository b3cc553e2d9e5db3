import { adminAccountRequests } from '../helpers/admin-account-requests';
import { createTestApp, type TestContext } from '../helpers/test-app';

const HOUR = 3_600_000;
const LINKED =
  'A second approval must come from an admin whose account the first approver did not create or change';

// Decision 035: a large wallet change waits for a second, independent
// admin instead of being refused, and small changes to one user add up within the window.
describe('wallet changes under the two-person rule', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;
  let userId = 0;
  const { call, sessionOf, createAdmin, changePassword } = adminAccountRequests(() => t.app);
  const wallet = (cookie: string, coin: number) =>
    call(cookie, 'PUT', `/api/admin/users/${userId}/wallet`, { coin });
  const decide = (cookie: string, id: number, decision: 'approve' | 'reject' | 'cancel') =>
    call(cookie, 'PUT', `/api/admin/wallet-changes/${id}`, { decision });
  const balance = async () =>
    (
      await t.app.db
        .selectFrom('users')
        .select('coin_minor')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).coin_minor / 100;
  const auditActions = async () =>
    (
      await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'user')
        .where('entity_id', '=', userId)
        .orderBy('id')
        .execute()
    )
      .map((row) => row.action)
      // The seed's own audit rows are about other things.
      .filter((action) => action.startsWith('wallet_change.') || action === 'user.wallet');

  beforeAll(async () => {
    // Above ₹100 a withdrawal, and now a wallet change, needs two admins.
    t = await createTestApp({ withdrawalSecondApprovalAbove: 100, walletChangeWindowHours: 24 });
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
  }, 30_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    // A fresh user for each case: the window counts per user.
    userId += 1;
    t.clock.advance(48 * HOUR);
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
    await t.app.db
      .updateTable('users')
      .set({ coin_minor: 50_000 })
      .where('id', '=', userId)
      .execute();
  });

  it('keeps a large change pending until a different admin approves it, once', async () => {
    const asked = await wallet(finance, 5_000);
    expect(asked.statusCode).toBe(202);
    const { change } = asked.json();
    expect(change).toMatchObject({ user_id: userId, from: '500.00', to: '5000.00' });
    expect(change).toMatchObject({ status: 'pending', requested_by: 'finance@rewards.test' });
    expect(await balance()).toBe(500);
    const listed = await call(owner, 'GET', '/api/admin/wallet-changes');
    expect(listed.json().data.map((c: { id: number }) => c.id)).toContain(change.id);
    const self = await decide(finance, change.id, 'approve');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('A second admin must approve or reject this wallet change');
    expect(await balance()).toBe(500);
    const approved = await decide(owner, change.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      decided_by: 'admin@rewards.test',
    });
    expect(await balance()).toBe(5_000);
    const again = await decide(owner, change.id, 'approve');
    expect(again.json()).toEqual({
      success: false,
      message: 'Wallet change was already approved',
      reason: 'already_decided',
    });
    expect(await balance()).toBe(5_000);
    expect(await auditActions()).toEqual(['wallet_change.request', 'wallet_change.approve']);
  });

  it('leaves the balance as it was when the change is rejected', async () => {
    const { change } = (await wallet(owner, 0)).json();
    expect((await decide(owner, change.id, 'reject')).statusCode).toBe(409);
    const rejected = await decide(finance, change.id, 'reject');
    expect(rejected.json().data).toMatchObject({ status: 'rejected' });
    expect(await balance()).toBe(500);
    expect((await call(owner, 'GET', '/api/admin/wallet-changes')).json().data).toEqual([]);
  });

  it('lets the requester alone cancel their own pending change, audited (the admin review)', async () => {
    const { change } = (await wallet(finance, 9_000)).json();
    const other = await decide(owner, change.id, 'cancel');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      success: false,
      message: 'Only the admin who asked for this wallet change can cancel it',
      reason: 'not_permitted',
    });
    const cancelled = await decide(finance, change.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      decided_by: 'finance@rewards.test',
    });
    expect(await balance()).toBe(500);
    expect((await call(owner, 'GET', '/api/admin/wallet-changes')).json().data).toEqual([]);
    expect((await decide(owner, change.id, 'approve')).json().reason).toBe('already_decided');
    expect(await auditActions()).toEqual(['wallet_change.request', 'wallet_change.cancel']);
    // The balance may be edited again at once.
    expect((await wallet(finance, 550)).statusCode).toBe(200);
  });

  it("adds up one user's small changes in the window, so splitting does not dodge it", async () => {
    expect((await wallet(finance, 540)).statusCode).toBe(200);
    expect((await wallet(finance, 580)).statusCode).toBe(200);
    // ₹40 + ₹40 + ₹40 is more than ₹100: the third waits.
    const third = await wallet(finance, 620);
    expect(third.statusCode).toBe(202);
    expect(await balance()).toBe(580);
    // While it waits, no other change reaches the balance it was asked against.
    const meanwhile = await wallet(owner, 590);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().message).toMatch(/awaits a second admin: approve or reject it first$/);
    await decide(owner, third.json().change.id, 'reject');
    t.clock.advance(25 * HOUR);
    finance = await t.loginAs('finance@rewards.test');
    expect((await wallet(finance, 620)).statusCode).toBe(200);
    expect(await balance()).toBe(620);
  });

  it('applies a change approved by two admins at once exactly once', async () => {
    const { change } = (await wallet(finance, 9_000)).json();
    const second = await t.loginAs('admin@rewards.test');
    const answers = await Promise.all([
      decide(owner, change.id, 'approve'),
      decide(second, change.id, 'approve'),
      decide(owner, change.id, 'reject'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const won = answers.find((a) => a.statusCode === 200)?.json().data.status;
    expect(await balance()).toBe(won === 'approved' ? 9_000 : 500);
    const decisions = (await auditActions()).filter((a) => a !== 'wallet_change.request');
    expect(decisions).toHaveLength(1);
  });

  it('refuses an approval from an account the requester created (decision 027)', async () => {
    expect(
      (await createAdmin(owner, 'mallory@rewards.test', 'finance', 'one-time-Passw0rd')).statusCode,
    ).toBe(200);
    const first = await sessionOf('mallory@rewards.test', 'one-time-Passw0rd');
    expect((await changePassword(first, 'one-time-Passw0rd', 'my-own-Passw0rd!')).statusCode).toBe(
      200,
    );
    t.clock.advance(100 * HOUR);
    owner = await t.login();
    const mallory = await sessionOf('mallory@rewards.test', 'my-own-Passw0rd!');
    const { change } = (await wallet(owner, 9_000)).json();
    const refused = await decide(mallory, change.id, 'approve');
    expect(refused.json()).toEqual({ success: false, message: LINKED, reason: 'not_permitted' });
    expect(await balance()).toBe(500);
  });

  it('lets only admins who may edit wallets see or decide changes', async () => {
    const { change } = (await wallet(owner, 9_000)).json();
    const support = await t.loginAs('support@rewards.test');
    expect((await call(support, 'GET', '/api/admin/wallet-changes')).statusCode).toBe(403);
    expect((await decide(support, change.id, 'approve')).statusCode).toBe(403);
    expect((await decide(finance, 999_999, 'approve')).statusCode).toBe(404);
    expect(await balance()).toBe(500);
  });
});
