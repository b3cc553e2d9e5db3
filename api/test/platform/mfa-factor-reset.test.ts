import { STEP_UP_REQUIRED } from '@rewards/contract';
import {
  assertIndependentApprovers,
  COOLING_OFF_MESSAGE,
} from '../../src/money/separation-of-duties';
import { adminIdOf } from '../helpers/admin-ids';
import { enrolTotp } from '../helpers/factors';
import { enrolPasskey, SoftAuthenticator } from '../helpers/soft-authenticator';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { OWN_PASSWORD, twoPersonRequests } from '../helpers/two-person';

// An owner resets another admin's second factors (docs/security.md#second-factor): at once
// and audited with the two-person rule off; with it on, a second, independent owner approves
// (the wallet changes' shape and decision 027's independence check).
const HOUR = 3_600_000;

async function setUp(t: TestContext) {
  const owner = await t.login();
  const support = await t.loginAs('support@rewards.test');
  await enrolTotp(t, support);
  expect((await enrolPasskey(t, support, new SoftAuthenticator())).statusCode).toBe(200);
  return { owner, support, supportId: await adminIdOf(t, 'support@rewards.test') };
}

const factorsOf = async (t: TestContext, adminId: number) => ({
  app: (
    await t.app.db
      .selectFrom('admin_totp_factors')
      .select('admin_id')
      .where('admin_id', '=', adminId)
      .execute()
  ).length,
  passkeys: (
    await t.app.db
      .selectFrom('admin_passkeys')
      .select('id')
      .where('admin_id', '=', adminId)
      .execute()
  ).length,
  codes: (
    await t.app.db
      .selectFrom('admin_recovery_codes')
      .select('id')
      .where('admin_id', '=', adminId)
      .execute()
  ).length,
});
const auditsOf = (t: TestContext, action: string) =>
  t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

describe('an owner resets another admin’s factors, two-person rule off', () => {
  let t: TestContext;
  const { call } = twoPersonRequests(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('resets at once, ends the admin’s sessions and is audited', async () => {
    const { owner, support, supportId } = await setUp(t);
    const finance = await t.loginAs('finance@rewards.test');
    expect((await call(finance, 'POST', `/api/admins/${supportId}/factor-reset`)).statusCode).toBe(
      403,
    );
    expect(await factorsOf(t, supportId)).toEqual({ app: 1, passkeys: 1, codes: 10 });
    const res = await call(owner, 'POST', `/api/admins/${supportId}/factor-reset`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'applied', email: 'support@rewards.test' });
    expect(await factorsOf(t, supportId)).toEqual({ app: 0, passkeys: 0, codes: 0 });
    expect(
      (await t.app.inject({ url: '/api/admin/me', headers: { cookie: support } })).statusCode,
    ).toBe(401);
    const [row] = await auditsOf(t, 'admin.factor_reset');
    expect(row).toMatchObject({ entity: 'admin', entity_id: supportId });
    // Nothing left to reset; an owner's own factors are changed in Settings.
    expect((await call(owner, 'POST', `/api/admins/${supportId}/factor-reset`)).statusCode).toBe(
      409,
    );
    const ownerId = await adminIdOf(t, 'admin@rewards.test');
    expect((await call(owner, 'POST', `/api/admins/${ownerId}/factor-reset`)).json().reason).toBe(
      'not_permitted',
    );
    expect((await call(owner, 'POST', '/api/admins/99999/factor-reset')).statusCode).toBe(404);
  });

  it('asks an owner with a stale check for a fresh one first, changing nothing', async () => {
    const support = await t.loginAs('support@rewards.test');
    await enrolTotp(t, support);
    const owner = await t.login();
    await enrolTotp(t, owner); // the owner's session is freshly checked by the set-up
    t.clock.advance(5 * 60_000 + 1000);
    const id = await adminIdOf(t, 'support@rewards.test');
    const stale = await call(owner, 'POST', `/api/admins/${id}/factor-reset`);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().reason).toBe(STEP_UP_REQUIRED);
    expect((await factorsOf(t, id)).app).toBe(1);
  });
});

describe('an owner resets another admin’s factors, two-person rule on', () => {
  let t: TestContext;
  const { call, newAdmin, sessionOf } = twoPersonRequests(() => t);
  beforeAll(async () => {
    t = await createTestApp({
      withdrawalSecondApprovalAbove: 1,
      secondApproverCoolingOffHours: 72,
    });
  });
  afterAll(async () => t.close());

  it('waits for a second, independent owner, then resets', async () => {
    const { owner: creator, supportId } = await setUp(t);
    await newAdmin(creator, 'olga@rewards.test', 'owner');
    // An owner from the deployment's configuration (no audit row links the two).
    await t.app.db
      .updateTable('admins')
      .set({ role: 'owner' })
      .where('email', '=', 'finance@rewards.test')
      .execute();
    t.clock.advance(100 * HOUR); // past the cooling-off: only the link between accounts counts
    const owner = await t.login();
    const linked = await sessionOf('olga@rewards.test', OWN_PASSWORD);
    const second = await t.loginAs('finance@rewards.test');

    const asked = await call(owner, 'POST', `/api/admins/${supportId}/factor-reset`);
    expect(asked.statusCode).toBe(202);
    const { id, status } = asked.json().data;
    expect(status).toBe('pending');
    expect(await factorsOf(t, supportId)).toEqual({ app: 1, passkeys: 1, codes: 10 });
    expect((await call(owner, 'POST', `/api/admins/${supportId}/factor-reset`)).statusCode).toBe(
      409,
    );
    const list = await call(second, 'GET', '/api/admin/factor-resets');
    expect(list.json().data).toEqual([
      expect.objectContaining({ id, requested_by: 'admin@rewards.test' }),
    ]);

    const self = await call(owner, 'PUT', `/api/admin/factor-resets/${id}`, {
      decision: 'approve',
    });
    expect(self.json().reason).toBe('needs_second_approver');
    const byLinked = await call(linked, 'PUT', `/api/admin/factor-resets/${id}`, {
      decision: 'approve',
    });
    expect(byLinked.statusCode).toBe(409);
    expect(byLinked.json().reason).toBe('not_permitted');
    expect(await factorsOf(t, supportId)).toEqual({ app: 1, passkeys: 1, codes: 10 });

    const approved = await call(second, 'PUT', `/api/admin/factor-resets/${id}`, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'applied',
      decided_by: 'finance@rewards.test',
    });
    expect(await factorsOf(t, supportId)).toEqual({ app: 0, passkeys: 0, codes: 0 });
    const again = await call(second, 'PUT', `/api/admin/factor-resets/${id}`, {
      decision: 'reject',
    });
    expect(again.json().reason).toBe('already_decided');
    expect(await auditsOf(t, 'admin.factor_reset_request')).toHaveLength(1);
    expect(await auditsOf(t, 'admin.factor_reset')).toEqual([
      expect.objectContaining({ entity_id: supportId }),
    ]);

    // Decision 027's cooling-off: whoever sets the next factor up now holds the account, so
    // for 72 hours it takes part in no two-person approval. The reset links no owner to it.
    const [ownerId, deciderId] = [
      await adminIdOf(t, 'admin@rewards.test'),
      await adminIdOf(t, 'finance@rewards.test'),
    ];
    const at = () => t.clock.now().toISOString();
    await expect(
      assertIndependentApprovers(t.app.db, ownerId, supportId, at(), 72),
    ).rejects.toMatchObject({ message: COOLING_OFF_MESSAGE(72) });
    t.clock.advance(73 * HOUR);
    await expect(
      assertIndependentApprovers(t.app.db, deciderId, supportId, at(), 72),
    ).resolves.toBeUndefined();
  });

  it('lets a second owner reject, and the asking owner cancel, changing nothing', async () => {
    const support = await t.loginAs('support@rewards.test');
    await enrolTotp(t, support);
    const owner = await t.login();
    const second = await t.loginAs('finance@rewards.test');
    const supportId = await adminIdOf(t, 'support@rewards.test');
    const first = (await call(owner, 'POST', `/api/admins/${supportId}/factor-reset`)).json().data
      .id;
    const notYours = await call(second, 'PUT', `/api/admin/factor-resets/${first}`, {
      decision: 'cancel',
    });
    expect(notYours.json().reason).toBe('not_permitted');
    expect(
      (
        await call(second, 'PUT', `/api/admin/factor-resets/${first}`, { decision: 'reject' })
      ).json().data.status,
    ).toBe('rejected');
    const next = (await call(owner, 'POST', `/api/admins/${supportId}/factor-reset`)).json().data
      .id;
    expect(
      (await call(owner, 'PUT', `/api/admin/factor-resets/${next}`, { decision: 'cancel' })).json()
        .data.status,
    ).toBe('cancelled');
    expect((await factorsOf(t, supportId)).app).toBe(1);
    expect(await auditsOf(t, 'admin.factor_reset_reject')).toHaveLength(1);
    expect(await auditsOf(t, 'admin.factor_reset_cancel')).toHaveLength(1);
  });
});
