import { CHANGE_IDS_HEADER } from '@rewards/contract';
import { adminAccountRequests } from '../helpers/admin-account-requests';
import { changes, fastEvents, listen, stream, waitForChange } from '../helpers/event-streams';
import { reviewFixtures } from '../helpers/review-fixtures';
import type { SseClient } from '../helpers/sse-client';
import { createTestApp, type TestContext } from '../helpers/test-app';

const MINUTE = 60_000;

// Claims are live events (migration 033): another admin's open review queue learns of a claim,
// a renewal, a release or a takeover from its stream, not from its next refetch. The event
// names the item (id, kind as its status) and the holder; the claim's answer names it too, so
// the claiming tab skips its own.
describe('live events of review claims', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;
  let financeStream: SseClient;
  let supportStream: SseClient;
  let item = 0;
  const f = reviewFixtures(() => t);
  const { call } = adminAccountRequests(() => t.app);
  const claim = (cookie: string) =>
    call(cookie, 'POST', `/api/review/items/withdrawal/${item}/claim`);
  const seenBy = (client: SseClient, type: string) => waitForChange(client, type, item, 5_000);

  beforeAll(async () => {
    t = await createTestApp({ events: fastEvents() });
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
    const base = await listen(t);
    financeStream = await stream(base, finance);
    supportStream = await stream(base, await t.loginAs('support@rewards.test'));
    await financeStream.waitFor((m) => m.event === 'ready');
    await supportStream.waitFor((m) => m.event === 'ready');
    await f.clearPending();
  }, 30_000);
  afterAll(async () => {
    financeStream?.close();
    supportStream?.close();
    await t?.close();
  });
  beforeEach(async () => {
    item = await f.withdrawal(1, 500, 10);
  });

  it("reaches another admin's stream on a claim, a renewal and a release", async () => {
    const ownerId = await f.adminId('admin@rewards.test');
    const claimed = await claim(owner);
    expect(claimed.statusCode).toBe(200);
    const created = await seenBy(financeStream, 'review_claim.created');
    expect(created).toMatchObject({ status: 'withdrawal', adminId: ownerId, userId: null });
    // The claiming tab applies its answer and skips this event.
    expect(String(claimed.headers[CHANGE_IDS_HEADER]).split(',').map(Number)).toContain(created.id);

    t.clock.advance(MINUTE);
    expect((await claim(owner)).statusCode).toBe(200);
    expect(await seenBy(financeStream, 'review_claim.updated')).toMatchObject({
      adminId: ownerId,
    });

    const released = await call(owner, 'DELETE', `/api/review/items/withdrawal/${item}/claim`);
    expect(released.statusCode).toBe(200);
    expect(await seenBy(financeStream, 'review_claim.deleted')).toMatchObject({
      status: 'withdrawal',
    });
  });

  it('names the new holder when an expired claim is taken over', async () => {
    expect((await claim(owner)).statusCode).toBe(200);
    t.clock.advance(4 * MINUTE);
    const taken = await claim(finance);
    expect(taken.json().data).toMatchObject({ took_over: true });
    expect(await seenBy(financeStream, 'review_claim.updated')).toMatchObject({
      adminId: await f.adminId('finance@rewards.test'),
    });
  });

  it('is not sent to an admin who may not decide money', async () => {
    expect((await claim(owner)).statusCode).toBe(200);
    await seenBy(financeStream, 'review_claim.created');
    // Support reads users, not money: a user change after the claim reaches its stream, and
    // events go out in id order, so the claim would have come first.
    await t.app.db.updateTable('users').set({ trust: 0 }).where('id', '=', 1).execute();
    await waitForChange(supportStream, 'user.updated', 1, 5_000);
    expect(changes(supportStream).some((e) => e.type.startsWith('review_claim.'))).toBe(false);
  });
});
