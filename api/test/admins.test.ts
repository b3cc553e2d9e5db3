import { createTestApp, sessionCookie, type TestContext } from './helpers/test-app';
import { count } from './helpers/snapshots';

const ONE_TIME = 'one-time-pass-123';
const CHOSEN = 'my-own-password-456';

describe('admin accounts', () => {
  let t: TestContext;
  let owner: string;
  const call = (cookie: string, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, payload, headers: { cookie } });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
  }, 30_000);
  afterAll(async () => t.close());

  it('an owner creates an admin who must change the one-time password before anything else', async () => {
    const created = await call(owner, 'POST', '/api/admins', {
      email: 'Priya@Rewards.test',
      name: 'Priya',
      role: 'finance',
      password: ONE_TIME,
    });
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

    const short = await call(priya, 'POST', '/api/admins/me/password', {
      currentPassword: ONE_TIME,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    const wrong = await call(priya, 'POST', '/api/admins/me/password', {
      currentPassword: 'not-the-password',
      newPassword: CHOSEN,
    });
    expect(wrong.json()).toEqual({
      success: false,
      message: 'The current password is not correct',
    });
    const changed = await call(priya, 'POST', '/api/admins/me/password', {
      currentPassword: ONE_TIME,
      newPassword: CHOSEN,
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(priya, 'GET', '/api/wallet/all')).statusCode).toBe(200);
    expect((await signIn('priya@rewards.test', ONE_TIME)).statusCode).toBe(401);
  });

  it('refuses a duplicate email and bad input without writing', async () => {
    const admins = await count(t.app, 'admins');
    const duplicate = await call(owner, 'POST', '/api/admins', {
      email: 'admin@rewards.test',
      name: 'Again',
      role: 'owner',
      password: ONE_TIME,
    });
    expect(duplicate.statusCode).toBe(409);
    const badRole = await call(owner, 'POST', '/api/admins', {
      email: 'x@rewards.test',
      name: 'X',
      role: 'superuser',
      password: ONE_TIME,
    });
    expect(badRole.statusCode).toBe(400);
    expect(await count(t.app, 'admins')).toBe(admins);
  });

  it('changing the own password ends every other session of that admin', async () => {
    await call(owner, 'POST', '/api/admins', {
      email: 'sam@rewards.test',
      name: 'Sam',
      role: 'support',
      password: ONE_TIME,
    });
    const first = sessionCookie(await signIn('sam@rewards.test', ONE_TIME));
    const second = sessionCookie(await signIn('sam@rewards.test', ONE_TIME));
    const sessions = await call(second, 'GET', '/api/admins/me/sessions');
    expect(sessions.json().data).toHaveLength(2);
    expect(sessions.json().data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    await call(second, 'POST', '/api/admins/me/password', {
      currentPassword: ONE_TIME,
      newPassword: CHOSEN,
    });
    expect((await call(first, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await call(second, 'GET', '/api/admin/me')).statusCode).toBe(200);
  });

  it('signs out one own session by its handle, and never another admin’s', async () => {
    const other = sessionCookie(await signIn('sam@rewards.test', CHOSEN));
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
    const sam = sessionCookie(await signIn('sam@rewards.test', CHOSEN));
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

  it('the last active owner can be neither demoted nor disabled, even racing', async () => {
    const created = await call(owner, 'POST', '/api/admins', {
      email: 'olga@rewards.test',
      name: 'Olga',
      role: 'owner',
      password: ONE_TIME,
    });
    const olgaId = created.json().data.id;
    // Both owners demote each other at once: exactly one may succeed.
    const [a, b] = await Promise.all([
      call(owner, 'PATCH', `/api/admins/${olgaId}`, { role: 'finance' }),
      call(owner, 'PATCH', '/api/admins/1', { role: 'finance' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const owners = (await call(owner, 'GET', '/api/admins'))
      .json()
      .data.filter((x: { role: string; disabled: boolean }) => x.role === 'owner' && !x.disabled);
    expect(owners).toHaveLength(1);
    const last = owners[0].id;
    const disable = await call(owner, 'PATCH', `/api/admins/${last}`, { disabled: true });
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toEqual({
      success: false,
      message: 'The last active owner cannot be demoted or disabled',
    });
  });

  it('locks an account after 5 failed sign-ins, with a message and an audit row', async () => {
    const audits = await count(t.app, 'audit_log');
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn('content@rewards.test', 'wrong-password')).statusCode).toBe(401);
    }
    const locked = await signIn('content@rewards.test', 'Admin@123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/locked/);
    expect(await count(t.app, 'audit_log')).toBe(audits + 1);
    t.clock.advance(16 * 60_000);
    expect((await signIn('content@rewards.test', 'Admin@123')).statusCode).toBe(200);
  });
});
