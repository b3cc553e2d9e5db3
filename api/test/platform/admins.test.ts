import type { Role } from '@rewards/contract';
import { adminAccountRequests } from '../helpers/admin-account-requests';
import { count } from '../helpers/snapshots';
import { createTestApp, sessionCookie, type TestContext } from '../helpers/test-app';

const ONE_TIME = 'one-time-pass-123';
const CHOSEN = 'my-own-password-456';

describe('admin accounts', () => {
  let t: TestContext;
  let owner: string;
  const { call, signIn, sessionOf, createAdmin, changePassword } = adminAccountRequests(
    () => t.app,
  );

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
  }, 30_000);
  afterAll(async () => t.close());

  it('an owner creates an admin who must change the one-time password before anything else', async () => {
    const created = await createAdmin(owner, 'Priya@Rewards.test', 'finance', ONE_TIME);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      email: 'priya@rewards.test',
      role: 'finance',
      disabled: false,
      mustChangePassword: true,
    });

    const login = await signIn('priya@rewards.test', ONE_TIME);
    expect(login.json().admin).toMatchObject({ role: 'finance', mustChangePassword: true });
    const priya = sessionCookie(login);
    const blocked = await call(priya, 'GET', '/api/wallet/all');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      success: false,
      message: 'Change your one-time password first',
    });

    const short = await changePassword(priya, ONE_TIME, 'short');
    expect(short.statusCode).toBe(400);
    const wrong = await changePassword(priya, 'not-the-password', CHOSEN);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'The current password is not correct',
    });
    const changed = await changePassword(priya, ONE_TIME, CHOSEN);
    expect(changed.statusCode).toBe(200);
    expect((await call(priya, 'GET', '/api/wallet/all')).statusCode).toBe(200);
    expect((await signIn('priya@rewards.test', ONE_TIME)).statusCode).toBe(401);
  });

  it('refuses a duplicate email and bad input without writing', async () => {
    const admins = await count(t.app, 'admins');
    const duplicate = await createAdmin(owner, 'admin@rewards.test', 'owner', ONE_TIME);
    expect(duplicate.statusCode).toBe(409);
    const badRole = await createAdmin(owner, 'x@rewards.test', 'superuser' as Role, ONE_TIME);
    expect(badRole.statusCode).toBe(400);
    expect(await count(t.app, 'admins')).toBe(admins);
  });

  it('changing the own password ends every other session of that admin', async () => {
    await createAdmin(owner, 'sam@rewards.test', 'support', ONE_TIME);
    const first = await sessionOf('sam@rewards.test', ONE_TIME);
    const second = await sessionOf('sam@rewards.test', ONE_TIME);
    const sessions = await call(second, 'GET', '/api/admins/me/sessions');
    expect(sessions.json().data).toHaveLength(2);
    expect(sessions.json().data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    await changePassword(second, ONE_TIME, CHOSEN);
    expect((await call(first, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await call(second, 'GET', '/api/admin/me')).statusCode).toBe(200);
  });

  it('signs out one own session by its handle, and never another admin’s', async () => {
    const other = await sessionOf('sam@rewards.test', CHOSEN);
    const mine = await call(owner, 'GET', '/api/admins/me/sessions');
    const samsList = await call(other, 'GET', '/api/admins/me/sessions');
    const samsHandle = samsList.json().data.find((s: { current: boolean }) => s.current).id;
    expect((await call(owner, 'DELETE', `/api/admins/me/sessions/${samsHandle}`)).statusCode).toBe(
      404,
    );
    expect(mine.json().data.some((s: { id: string }) => s.id === samsHandle)).toBe(false);
    expect((await call(other, 'DELETE', `/api/admins/me/sessions/${samsHandle}`)).statusCode).toBe(
      200,
    );
    expect((await call(other, 'GET', '/api/admin/me')).statusCode).toBe(401);
  });

  it('disabling an admin ends their sessions at once; re-enabling lets them sign in again', async () => {
    const sam = await sessionOf('sam@rewards.test', CHOSEN);
    const list = await call(owner, 'GET', '/api/admins');
    const samId = list
      .json()
      .data.find((a: { email: string }) => a.email === 'sam@rewards.test').id;
    const disabled = await call(owner, 'PATCH', `/api/admins/${samId}`, { disabled: true });
    expect(disabled.json().data).toMatchObject({ disabled: true });
    expect((await call(sam, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await signIn('sam@rewards.test', CHOSEN)).statusCode).toBe(401);
    await call(owner, 'PATCH', `/api/admins/${samId}`, { disabled: false, role: 'content' });
    const back = await signIn('sam@rewards.test', CHOSEN);
    expect(back.json().admin).toMatchObject({ role: 'content' });
  });

  it('an owner cannot demote or disable themselves; of two owners racing to demote each other, one wins', async () => {
    const self = await call(owner, 'PATCH', '/api/admins/1', { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      success: false,
      message: 'You cannot change your own role or disable your own account',
    });
    const created = await createAdmin(owner, 'olga@rewards.test', 'owner', ONE_TIME);
    const olgaId = created.json().data.id;
    const olga = await sessionOf('olga@rewards.test', ONE_TIME);
    await changePassword(olga, ONE_TIME, CHOSEN);
    const olgaAgain = await sessionOf('olga@rewards.test', CHOSEN);
    // Both owners demote each other at once: exactly one may succeed, so one owner is left.
    const [a, b] = await Promise.all([
      call(owner, 'PATCH', `/api/admins/${olgaId}`, { role: 'finance' }),
      call(olgaAgain, 'PATCH', '/api/admins/1', { role: 'finance' }),
    ]);
    const loser = a.statusCode === 200 ? b : a;
    expect([a.statusCode, b.statusCode]).toContain(200);
    // The loser either met the winner's demotion inside its own change (409) or, reaching the
    // server after the winner's commit, was no longer an owner when its permission was checked.
    const refusals = {
      409: 'The last active owner cannot be demoted or disabled',
      403: 'You do not have access to this action',
    } as const;
    expect(Object.keys(refusals)).toContain(String(loser.statusCode));
    expect(loser.json()).toEqual({
      success: false,
      message: refusals[loser.statusCode as keyof typeof refusals],
    });
    // Whoever won is still an owner; the other is now finance.
    const survivor = a.statusCode === 200 ? owner : olgaAgain;
    const owners = (await call(survivor, 'GET', '/api/admins'))
      .json()
      .data.filter((x: { role: string; disabled: boolean }) => x.role === 'owner' && !x.disabled);
    expect(owners).toHaveLength(1);
  });

  it('slows an email after 5 failed sign-ins from one address, with a message and an audit row', async () => {
    const audits = await count(t.app, 'audit_log');
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn('content@rewards.test', 'wrong-password')).statusCode).toBe(401);
    }
    const slowed = await signIn('content@rewards.test', 'Admin@123');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/try again in 30 seconds/);
    expect(await count(t.app, 'audit_log')).toBe(audits + 1);
    t.clock.advance(31_000);
    expect((await signIn('content@rewards.test', 'Admin@123')).statusCode).toBe(200);
  });
});
