import type { EventEntity } from '@rewards/contract';
import { adminAccountRequests } from '../helpers/admin-account-requests';
import { reviewFixtures } from '../helpers/review-fixtures';
import { createTestApp, type TestContext } from '../helpers/test-app';

const MINUTE = 60_000;

// The actor trigger stamps an audited change's admin onto the event the change wrote. Some
// audit rows record an action that changes no row of their entity (a claim taken over, a wallet
// change asked for, rejected or cancelled, audited under its user): no event of theirs exists,
// and the newest event of the entity is an older change, made by someone else or by nobody.
describe('the change events of audited actions that change no row of their entity', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;
  const f = reviewFixtures(() => t);
  const { call } = adminAccountRequests(() => t.app);
  const eventAdmins = async (entity: EventEntity, entityId: number) =>
    (
      await t.app.db
        .selectFrom('change_events')
        .select('admin_id')
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .orderBy('id')
        .execute()
    ).map((row) => row.admin_id);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
    await f.clearPending();
  }, 30_000);
  afterAll(async () => t.close());

  it("a claim taken over leaves the item's older events as they were", async () => {
    const item = await f.withdrawal(1, 500, 10);
    // Written by the app's backend (no admin): the withdrawal's only event.
    expect(await eventAdmins('withdrawal', item)).toEqual([null]);
    const claim = (cookie: string) =>
      call(cookie, 'POST', `/api/review/items/withdrawal/${item}/claim`);
    expect((await claim(owner)).statusCode).toBe(200);
    t.clock.advance(4 * MINUTE);
    expect((await claim(finance)).json().data).toMatchObject({ took_over: true });
    expect(await eventAdmins('withdrawal', item)).toEqual([null]);
  });

  it("a wallet change rejected leaves its user's older events as they were", async () => {
    const userId = await f.user('Actor Trigger', 3);
    const ownerId = await f.adminId('admin@rewards.test');
    const change = await f.walletChange(userId, 0, 50, ownerId, 5);
    const decided = await call(
      finance,
      'POST',
      `/api/review/items/wallet_change/${change}/decision`,
      {
        decision: 'reject',
        reason: 'Not owed',
      },
    );
    expect(decided.json().data).toMatchObject({ outcome: 'rejected' });
    // The user's row was only created (by no admin); the rejection is the change's own event.
    expect(await eventAdmins('user', userId)).toEqual([null]);
    const financeId = await f.adminId('finance@rewards.test');
    expect((await eventAdmins('wallet_change', change)).at(-1)).toBe(financeId);
  });
});
