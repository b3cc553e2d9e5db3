import { CHANGE_IDS_HEADER } from '@rewards/contract';
import { adminAccountRequests } from '../helpers/admin-account-requests';
import { adminIdOf } from '../helpers/admin-ids';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Decision 035's pending wallet changes are live events (migration 027): a request or a
// rejection changes no user row, yet every other admin's list must follow. The row names its
// admin, and the answer names its event, so the tab that made it skips it (decision 037).
describe('live events of wallet changes', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;
  const { call } = adminAccountRequests(() => t.app);

  beforeAll(async () => {
    t = await createTestApp({ withdrawalSecondApprovalAbove: 100, walletChangeWindowHours: 24 });
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
  }, 30_000);
  afterAll(async () => t.close());

  const adminId = (email: string) => adminIdOf(t, email);
  const eventsOf = (id: number) =>
    t.app.db
      .selectFrom('change_events')
      .select(['id', 'action', 'user_id', 'status', 'admin_id'])
      .where('entity', '=', 'wallet_change')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
  const namedIn = (header: unknown) =>
    String(header ?? '')
      .split(',')
      .map(Number);

  it('announces a request and a rejection with their admin, named in each answer', async () => {
    const asked = await call(finance, 'PUT', '/api/admin/users/3/wallet', { coin: 9_000 });
    expect(asked.statusCode).toBe(202);
    const { id } = asked.json().change as { id: number };
    const [created] = await eventsOf(id);
    expect(created).toMatchObject({
      action: 'created',
      user_id: 3,
      status: 'pending',
      admin_id: await adminId('finance@rewards.test'),
    });
    expect(namedIn(asked.headers[CHANGE_IDS_HEADER])).toContain(created!.id);

    const rejected = await call(owner, 'PUT', `/api/admin/wallet-changes/${id}`, {
      decision: 'reject',
    });
    expect(rejected.statusCode).toBe(200);
    const updated = (await eventsOf(id)).at(-1);
    expect(updated).toMatchObject({
      action: 'updated',
      status: 'rejected',
      admin_id: await adminId('admin@rewards.test'),
    });
    expect(namedIn(rejected.headers[CHANGE_IDS_HEADER])).toContain(updated!.id);
  });

  it('announces a change applied at once, and the deletion its user cascades to', async () => {
    await t.app.db.updateTable('users').set({ coin_minor: 50_000 }).where('id', '=', 4).execute();
    // ₹50 more, under the ₹100 that needs a second admin.
    const small = await call(owner, 'PUT', '/api/admin/users/4/wallet', { coin: 550 });
    expect(small.statusCode).toBe(200);
    const change = await t.app.db
      .selectFrom('wallet_changes')
      .select('id')
      .where('user_id', '=', 4)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await eventsOf(change.id))[0]).toMatchObject({ action: 'created', status: 'applied' });
    await t.app.db.deleteFrom('users').where('id', '=', 4).execute();
    expect((await eventsOf(change.id)).at(-1)).toMatchObject({
      action: 'deleted',
      admin_id: null,
    });
  });
});
