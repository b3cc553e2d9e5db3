import { createTestApp, type TestContext } from '../helpers/test-app';

// Personal API tokens (decision 034): made in a browser session, used from scripts with
// `Authorization: Bearer` and no Origin, scoped to a role, expiring, revocable, audited.

const DAY = 24 * 60 * 60 * 1000;

describe('personal API tokens', () => {
  let t: TestContext;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
  });
  afterAll(async () => t.close());

  const create = (cookie: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admins/me/tokens',
      headers: { cookie },
      payload: body,
    });
  const asToken = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      // A script sends neither Origin nor a cookie.
      headers: { authorization: `Bearer ${token}`, origin: undefined },
      ...(payload ? { payload } : {}),
    });

  it('shows the secret once, stores only its hash, and lists the token without it', async () => {
    const res = await create(owner, { name: 'Nightly export', role: 'support', expiresInDays: 30 });
    expect(res.statusCode).toBe(200);
    const { token, data } = res.json();
    expect(token).toMatch(/^rwp_[A-Za-z0-9_-]{43}$/);
    expect(data).toMatchObject({ kind: 'personal', name: 'Nightly export', role: 'support' });
    expect(data.hint).toBe(token.slice(-4));
    const rows = await t.app.db.selectFrom('api_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    const list = await t.app.inject({ url: '/api/admins/me/tokens', headers: { cookie: owner } });
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(data.id);
    expect(list.body).not.toContain(token);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity', '=', 'api_token')
      .execute();
    expect(audit).toEqual([
      { action: 'token.create', after_json: expect.stringContaining('support') },
    ]);
  });

  it('acts with the token role from a script: reads and writes without an Origin', async () => {
    const { token } = (
      await create(owner, { name: 'Support bot', role: 'support', expiresInDays: 7 })
    ).json();
    expect((await asToken(token, 'GET', '/api/users?limit=1')).statusCode).toBe(200);
    // Support may not read payments: the token's role, not the owner's, decides.
    expect((await asToken(token, 'GET', '/api/withdrawals')).statusCode).toBe(403);
    const write = await asToken(token, 'PUT', '/api/users/1/trust', { trust: true });
    expect(write.statusCode).toBe(200);
    const audited = await t.app.db
      .selectFrom('audit_log')
      .select('admin_id')
      .where('action', '=', 'user.trust')
      .executeTakeFirstOrThrow();
    expect(audited.admin_id).toBe(1);
  });

  it('refuses a wider role, a token next to a cookie, and token management by token', async () => {
    const finance = await t.loginAs('finance@rewards.test');
    const wider = await create(finance, { name: 'x', role: 'owner', expiresInDays: 1 });
    expect(wider.statusCode).toBe(403);
    expect(wider.json().message).toBe('A token cannot have a wider role than yours');
    const { token } = (
      await create(finance, { name: 'y', role: 'finance', expiresInDays: 1 })
    ).json();
    const both = await t.app.inject({
      url: '/api/withdrawals',
      headers: { authorization: `Bearer ${token}`, cookie: finance },
    });
    expect(both.statusCode).toBe(400);
    const minted = await asToken(token, 'POST', '/api/admins/me/tokens', {
      name: 'z',
      role: 'finance',
      expiresInDays: 1,
    });
    expect(minted.statusCode).toBe(403);
    expect((await asToken(token, 'GET', '/api/withdrawals')).statusCode).toBe(200);
  });

  it('neither creates nor changes admin accounts, nor opens the live stream (the attack review)', async () => {
    const { token } = (
      await create(owner, { name: 'Owner bot', role: 'owner', expiresInDays: 1 })
    ).json();
    const sessionOnly = { success: false, message: 'Sign in to the admin app for this action' };
    const made = await asToken(token, 'POST', '/api/admins', {
      email: 'second-owner@rewards.test',
      name: 'Second Owner',
      role: 'owner',
      password: 'a-long-one-time-password-42',
    });
    expect({ status: made.statusCode, body: made.json() }).toEqual({
      status: 403,
      body: sessionOnly,
    });
    const accounts = await t.app.db.selectFrom('admins').select('email').execute();
    expect(accounts.map((a) => a.email)).not.toContain('second-owner@rewards.test');
    const support = await t.app.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'support@rewards.test')
      .executeTakeFirstOrThrow();
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admins/${support.id}`,
      headers: { authorization: `Bearer ${token}`, origin: undefined },
      payload: { role: 'owner' },
    });
    expect({ status: promoted.statusCode, body: promoted.json() }).toEqual({
      status: 403,
      body: sessionOnly,
    });
    // Reading the accounts stays open to an owner token.
    expect((await asToken(token, 'GET', '/api/admins')).statusCode).toBe(200);
    // The stream re-checks a browser session on every batch; a token has none (was a 500).
    const stream = await asToken(token, 'GET', '/api/events');
    expect({ status: stream.statusCode, body: stream.json() }).toEqual({
      status: 403,
      body: sessionOnly,
    });
  });

  it('keeps the cookie path guarded: a cookie write from another origin is refused', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/1/trust',
      headers: {
        cookie: owner,
        authorization: 'Bearer rwp_whatever_value',
        origin: 'https://evil.test',
      },
      payload: { trust: false },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Request refused: it did not come from the admin app');
  });

  it('stops answering once revoked or expired, and for unknown or malformed tokens', async () => {
    const made = (await create(owner, { name: 'short', role: 'content', expiresInDays: 1 })).json();
    const other = (await create(owner, { name: 'gone', role: 'content', expiresInDays: 5 })).json();
    expect((await asToken(made.token, 'GET', '/api/home-data')).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/admins/me/tokens/${other.data.id}`,
      headers: { cookie: owner },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await asToken(other.token, 'GET', '/api/home-data')).statusCode).toBe(401);
    // The clock moves past the expiry (last: the owner's session idles out with it).
    t.clock.advance(DAY + 1);
    const expired = await asToken(made.token, 'GET', '/api/home-data');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Invalid or expired API token');
    expect((await asToken('rwp_unknown_token_value', 'GET', '/api/home-data')).statusCode).toBe(
      401,
    );
    const malformed = await t.app.inject({
      url: '/api/home-data',
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    });
    expect(malformed.statusCode).toBe(401);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'api_token')
      .where('action', '=', 'token.revoke')
      .execute();
    expect(actions).toHaveLength(1);
  });
});
