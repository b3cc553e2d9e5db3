import { createTestApp, sessionCookie, type TestContext } from '../helpers/test-app';

const MINUTE = 60_000;
const SECRET = 'the-real-Passw0rd';

describe('login hint with a configured password, even in demo mode', () => {
  let t: TestContext;
  beforeAll(async () => {
    // loadConfig refuses this pair; built directly, the route must still never echo the secret.
    t = await createTestApp({ demoMode: true, adminPassword: SECRET });
  });
  afterAll(async () => t.close());

  it('never answers the configured password', async () => {
    const res = await t.app.inject({ url: '/api/admin/login-hint' });
    expect(res.body).not.toContain(SECRET);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not available' });
  });
});

describe('API docs outside demo mode', () => {
  const production = { demoMode: false, adminPassword: SECRET };

  it('are off unless API_DOCS=true', async () => {
    const t = await createTestApp({ ...production, apiDocs: false });
    try {
      for (const url of ['/api/docs/', '/api/docs/json']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Not signed in' });
      }
    } finally {
      await t.close();
    }
  });

  it('are served when explicitly enabled', async () => {
    const t = await createTestApp({ ...production, apiDocs: true });
    try {
      expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('Cache-Control on API answers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is no-store on every JSON answer: data, errors, 401, 404 and the login', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@rewards.test', password: 'Admin@123' },
    });
    const cookie = sessionCookie(login);
    const answers = [
      login,
      await t.app.inject({ url: '/api/admin/me', headers: { cookie } }),
      await t.app.inject({ url: '/api/dashboard/stats', headers: { cookie } }),
      await t.app.inject({ url: '/api/users?limit=abc', headers: { cookie } }),
      await t.app.inject({ url: '/api/no-such-route', headers: { cookie } }),
      await t.app.inject({ url: '/api/admin/me' }),
    ];
    expect(answers.map((r) => [r.statusCode >= 200, r.headers['cache-control']])).toEqual(
      answers.map(() => [true, 'no-store']),
    );
    expect(
      answers.every((r) => String(r.headers['content-type']).startsWith('application/json')),
    ).toBe(true);
  });
});

describe('a one-minute idle window', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ sessionIdleMinutes: 1 });
  });
  afterAll(async () => t.close());

  const me = (cookie: string) =>
    t.app.inject({ url: '/api/admin/me', headers: { cookie } }).then((r) => r.statusCode);

  it('keeps a session alive while it is used every 40 seconds, and ends it when idle', async () => {
    const cookie = await t.login();
    for (let i = 0; i < 10; i++) {
      t.clock.advance(40_000);
      expect(await me(cookie)).toBe(200);
    }
    t.clock.advance(MINUTE + 1);
    expect(await me(cookie)).toBe(401);
  });
});
