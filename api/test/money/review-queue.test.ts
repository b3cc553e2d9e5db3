import { adminAccountRequests } from '../helpers/admin-account-requests';
import { keysOf, reviewFixtures } from '../helpers/review-fixtures';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { OWN_PASSWORD } from '../helpers/two-person';

// The review queue: every pending money item this admin may decide, oldest first, paged by a
// cursor; what only another admin may decide is counted, not offered.
describe('review queue', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;
  const f = reviewFixtures(() => t);
  const { call, createAdmin, sessionOf, changePassword } = adminAccountRequests(() => t.app);
  const queue = (cookie: string, query = '') => call(cookie, 'GET', `/api/review/queue${query}`);
  const ids = {} as Record<string, number>;

  beforeAll(async () => {
    // Above ₹1,000 a withdrawal needs two admins; accounts changed in the last 72 h cool off.
    t = await createTestApp({
      withdrawalSecondApprovalAbove: 1000,
      secondApproverCoolingOffHours: 72,
    });
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
    await f.clearPending();
    const ownerId = await f.adminId('admin@rewards.test');
    const financeId = await f.adminId('finance@rewards.test');
    ids.small = await f.withdrawal(1, 500, 60);
    ids.topUp = await f.topUp(2, 250, 50);
    await f.topUp(2, 250, 45, false); // no proof: nothing to review yet
    ids.byFinance = await f.withdrawal(3, 5000, 40, { first_approved_by: financeId });
    ids.byOwner = await f.withdrawal(4, 6000, 30, { first_approved_by: ownerId });
    ids.changeByFinance = await f.walletChange(5, 100, 4000, financeId, 20);
    ids.changeByOwner = await f.walletChange(6, 100, 9000, ownerId, 10);
  }, 30_000);
  afterAll(async () => t.close());

  it('offers what this admin may decide, oldest first, and counts what waits for others', async () => {
    const res = await queue(owner);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(keysOf(page.items)).toEqual([
      `withdrawal:${ids.small}`,
      `wallet_topup:${ids.topUp}`,
      `withdrawal:${ids.byFinance}`,
      `wallet_change:${ids.changeByFinance}`,
    ]);
    expect(page).toMatchObject({ count: 4, waiting_for_others: 2, claimed_by_others: 0 });
    expect(page.next_cursor).toBeNull();
    expect(page.items[2]).toMatchObject({
      amount: '5000.00',
      approval: 'complete',
      first_approved_by: 'finance@rewards.test',
    });
    expect(page.items[3]).toMatchObject({ amount: '3900.00', from: '100.00', to: '4000.00' });
  });

  it('the other admin is offered the first approvals and wallet change it did not give', async () => {
    const page = (await queue(finance)).json().data;
    expect(keysOf(page.items)).toEqual([
      `withdrawal:${ids.small}`,
      `wallet_topup:${ids.topUp}`,
      `withdrawal:${ids.byOwner}`,
      `wallet_change:${ids.changeByOwner}`,
    ]);
    expect(page.waiting_for_others).toBe(2);
  });

  it('pages by cursor: the same items, once each, in the same order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await queue(owner, query)).json().data;
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...keysOf(page.items));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toEqual(keysOf((await queue(owner)).json().data.items));
  });

  it('filters by kind and amount range', async () => {
    const kind = (await queue(owner, '?kind=withdrawal')).json().data;
    expect(keysOf(kind.items)).toEqual([`withdrawal:${ids.small}`, `withdrawal:${ids.byFinance}`]);
    const range = (await queue(owner, '?min=300&max=4000')).json().data;
    expect(keysOf(range.items)).toEqual([
      `withdrawal:${ids.small}`,
      `wallet_change:${ids.changeByFinance}`,
    ]);
    expect(range.count).toBe(2);
  });

  it('refuses bad filters and cursors with a 400 that says why', async () => {
    const reversed = await queue(owner, '?min=500&max=100');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The lowest amount must not be above the highest');
    const cursor = await queue(owner, `?cursor=${Buffer.from('nope').toString('base64url')}`);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toBe('The cursor is not one this queue gave out');
    expect((await queue(owner, '?kind=crypto')).statusCode).toBe(400);
    expect((await queue(owner, '?limit=1000')).statusCode).toBe(400);
  });

  it('an approver cooling off (separation of duties) is offered no second approval', async () => {
    expect(
      (await createAdmin(owner, 'new@rewards.test', 'finance', 'one-time-Passw0rd')).statusCode,
    ).toBe(200);
    const first = await sessionOf('new@rewards.test', 'one-time-Passw0rd');
    await changePassword(first, 'one-time-Passw0rd', OWN_PASSWORD);
    const fresh = await sessionOf('new@rewards.test', OWN_PASSWORD);
    const page = (await queue(fresh)).json().data;
    expect(keysOf(page.items)).toEqual([`withdrawal:${ids.small}`, `wallet_topup:${ids.topUp}`]);
    expect(page.waiting_for_others).toBe(4);
  });

  it('is closed to roles that decide no money', async () => {
    for (const email of ['content@rewards.test', 'support@rewards.test']) {
      const res = await queue(await t.loginAs(email));
      expect(res.statusCode).toBe(403);
    }
  });
});
