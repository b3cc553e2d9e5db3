import { createHash } from 'node:crypto';
import { PERMISSIONS } from '@rewards/contract';
import { hashSessionToken } from '../../src/lib/session-token';
import { createTestApp, sessionCookie, type TestContext } from '../helpers/test-app';
import { count } from '../helpers/snapshots';

const MINUTE = 60_000;

describe('auth', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: payload as object });
  const me = (cookie?: string) =>
    t.app.inject({ url: '/api/admin/me', headers: cookie ? { cookie } : {} });

  it('signs in, sets a strict httpOnly cookie and stores only the token hash', async () => {
    const res = await login({ email: 'admin@rewards.test', password: 'Admin@123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      admin: {
        id: 1,
        email: 'admin@rewards.test',
        name: 'Administrator',
        role: 'owner',
        permissions: [...PERMISSIONS],
        mustChangePassword: false,
        mustEnrolFactor: false,
      },
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    const token = sessionCookie(res).slice('sid='.length);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.app.db.selectFrom('admin_sessions').select('token_hash').execute();
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).not.toContain(token);
  });

  it('accepts the email case-insensitively', async () => {
    expect((await login({ email: 'ADMIN@rewards.test', password: 'Admin@123' })).statusCode).toBe(
      200,
    );
  });

  it('gives the same 401 for a wrong email and a wrong password', async () => {
    const wrongPassword = await login({ email: 'admin@rewards.test', password: 'nope' });
    const wrongEmail = await login({ email: 'someone@rewards.test', password: 'Admin@123' });
    for (const res of [wrongPassword, wrongEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it.each([
    ['missing field', { email: 'admin@rewards.test' }, 'password is required'],
    ['bad email', { email: 'not-an-email', password: 'x' }, 'email must be a valid email'],
    [
      'extra field',
      { email: 'admin@rewards.test', password: 'Admin@123', remember: true },
      'remember is not an allowed field',
    ],
    ['wrong type', { email: 'admin@rewards.test', password: 123 }, 'password must be a string'],
    [
      'oversized',
      { email: 'admin@rewards.test', password: 'x'.repeat(201) },
      'password must be at most 200 characters',
    ],
  ])('rejects a login body with a %s (400)', async (_label, payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('answers /me for a session and 401 without one or with a forged cookie', async () => {
    const cookie = await t.login();
    expect((await me(cookie)).json()).toEqual({
      success: true,
      admin: {
        id: 1,
        email: 'admin@rewards.test',
        name: 'Administrator',
        role: 'owner',
        permissions: [...PERMISSIONS],
        mustChangePassword: false,
        mustEnrolFactor: false,
      },
    });
    for (const res of [await me(), await me('sid=forged-token')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Not signed in' });
    }
  });

  it('logout deletes the session row and clears the cookie', async () => {
    const cookie = await t.login();
    const hash = hashSessionToken(cookie.slice(4));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    const row = await t.app.db
      .selectFrom('admin_sessions')
      .select('token_hash')
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('logout works without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });

  it('shows the login hint in demo mode', async () => {
    const res = await t.app.inject({ url: '/api/admin/login-hint' });
    expect(res.json()).toEqual({
      success: true,
      email: 'admin@rewards.test',
      password: 'Admin@123',
      others: [
        { email: 'finance@rewards.test', role: 'finance' },
        { email: 'content@rewards.test', role: 'content' },
        { email: 'support@rewards.test', role: 'support' },
      ],
    });
  });

  it('expires a session after the idle window and removes the row', async () => {
    const cookie = await t.login();
    const before = await count(t.app, 'admin_sessions');
    t.clock.advance(29 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE); // activity above refreshed the idle expiry
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await count(t.app, 'admin_sessions')).toBe(before - 1);
  });

  it('expires a session at the absolute limit even when active', async () => {
    const cookie = await t.login();
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      t.clock.advance(20 * MINUTE);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(25 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('auth with a configured password (production mode)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      demoMode: false,
      adminPassword: 'S3cure-Passw0rd!',
      cookieSecure: true,
      loginRateLimit: 3,
    });
  });
  afterAll(async () => t.close());

  it('hides the login hint', async () => {
    const res = await t.app.inject({ url: '/api/admin/login-hint' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not available' });
  });

  it('does not seed demo data', async () => {
    expect(await count(t.app, 'users')).toBe(0);
  });

  it('uses the configured password, not the demo one, and marks the cookie Secure', async () => {
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@rewards.test', password: 'Admin@123' },
    });
    expect(demo.statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@rewards.test', password: 'S3cure-Passw0rd!' },
    });
    expect(ok.statusCode).toBe(200);
    expect(String(ok.headers['set-cookie'])).toContain('Secure');
    const stored = await t.app.db
      .selectFrom('admins')
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('S3cure');
  });

  it('rate limits login attempts per IP with a 429 message', async () => {
    // Two attempts were used above; the limit is 3 per minute.
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(third.statusCode).toBe(401);
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@rewards.test', password: 'S3cure-Passw0rd!' },
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many requests, please try again in/),
    });
  });
});
