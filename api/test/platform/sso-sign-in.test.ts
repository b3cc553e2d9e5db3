import { callback, cookieOf, ssoSignIn, startSso, throughProvider } from '../helpers/sso-browser';
import { createSsoApp, OWNER, ownerAtProvider } from '../helpers/sso-app';
import type { TestProvider } from '../helpers/oidc-test-provider';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Company sign-in against a real OpenID provider in process (docs/security.md#sso): the code
// flow with PKCE, an admin matched by verified email, never created.
describe('company sign-in (OpenID Connect)', () => {
  let t: TestContext;
  let provider: TestProvider;
  beforeAll(async () => ({ t, provider } = await createSsoApp()));
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  beforeEach(() => provider.signInAs(ownerAtProvider()));

  const auditRows = (action: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  it('tells the login screen the provider to offer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/sso' });
    expect(res.json()).toEqual({ success: true, enabled: true, providerName: 'Test Provider' });
  });

  it('starts the code flow with PKCE, state and nonce in a short-lived cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/sso/start' });
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: 'http://localhost:3000/api/admin/sso/callback',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(name)).toMatch(/^[\w-]{40,}$/);
    const flow = res.cookies.find((cookie) => cookie.name === 'sso_flow');
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/admin/sso' });
    expect(flow?.maxAge).toBe(600);
  });

  it('signs the owner in: a session like a password sign-in, and an audit row', async () => {
    const res = await ssoSignIn(t);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    const sid = cookieOf(res, 'sid');
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', cookies: { sid: sid! } });
    expect(me.json().admin).toMatchObject({ email: OWNER, role: 'owner' });
    const [row] = await auditRows('admin.sso_sign_in');
    expect(row).toMatchObject({ entity: 'admin', after_json: JSON.stringify({ factor: null }) });
  });

  it('refuses an email the provider has not verified, and says why', async () => {
    provider.signInAs(ownerAtProvider({ emailVerified: false }));
    const res = await ssoSignIn(t);
    expect(res.headers.location).toBe('/admin?sso=unverified_email');
    expect(cookieOf(res, 'sid')).toBeUndefined();
    expect((await auditRows('admin.sso_refused')).at(-1)?.after_json).toContain('unverified_email');
  });

  it('never creates an account: an unknown email is refused and audited', async () => {
    const admins = async () => (await t.app.db.selectFrom('admins').select('id').execute()).length;
    const before = await admins();
    provider.signInAs(ownerAtProvider({ email: 'stranger@example.com' }));
    const res = await ssoSignIn(t);
    expect(res.headers.location).toBe('/admin?sso=no_account');
    expect(cookieOf(res, 'sid')).toBeUndefined();
    expect(await admins()).toBe(before);
    const refused = await auditRows('admin.sso_refused');
    expect(JSON.parse(refused.at(-1)!.after_json!)).toMatchObject({
      reason: 'no_account',
      email: 'stranger@example.com',
    });
  });

  it('refuses a disabled account exactly like an unknown one', async () => {
    const email = 'support@rewards.test';
    await t.app.db
      .updateTable('admins')
      .set({ disabled_at: new Date().toISOString() })
      .where('email', '=', email)
      .execute();
    provider.signInAs(ownerAtProvider({ email }));
    const res = await ssoSignIn(t);
    expect(res.headers.location).toBe('/admin?sso=no_account');
    expect(cookieOf(res, 'sid')).toBeUndefined();
  });

  it('comes back to the login screen when the provider refuses', async () => {
    provider.signInAs(ownerAtProvider({ deny: true }));
    const res = await ssoSignIn(t);
    expect(res.headers.location).toBe('/admin?sso=denied');
    expect(cookieOf(res, 'sid')).toBeUndefined();
  });

  it('refuses an answer whose state is not this browser flow’s', async () => {
    const { authUrl, flow } = await startSso(t);
    const back = await throughProvider(authUrl, t.config.appOrigins[0]!);
    back.searchParams.set('state', 'another-flows-state');
    const res = await callback(t, back, flow);
    expect(res.headers.location).toBe('/admin?sso=expired');
    expect(cookieOf(res, 'sid')).toBeUndefined();
  });

  it('refuses an answer without the flow cookie (another browser, or expired)', async () => {
    const { authUrl } = await startSso(t);
    const res = await callback(t, await throughProvider(authUrl, t.config.appOrigins[0]!), '');
    expect(res.headers.location).toBe('/admin?sso=expired');
  });

  it('uses a code once: a replayed answer is refused', async () => {
    const { authUrl, flow } = await startSso(t);
    const back = await throughProvider(authUrl, t.config.appOrigins[0]!);
    expect(cookieOf(await callback(t, back, flow), 'sid')).toBeDefined();
    const again = await callback(t, back, flow);
    expect(again.headers.location).toBe('/admin?sso=expired');
    expect(cookieOf(again, 'sid')).toBeUndefined();
  });
});

describe('company sign-in switched off', () => {
  let t: TestContext;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  it('offers no button, sends start back to the login screen, and has no second step', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/admin/sso' });
    expect(config.json()).toEqual({ success: true, enabled: false, providerName: null });
    const start = await t.app.inject({ method: 'GET', url: '/api/admin/sso/start' });
    expect(start.headers.location).toBe('/admin?sso=off');
    const step = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sso/second-step',
      payload: { code: '123456' },
    });
    expect(step.statusCode).toBe(404);
  });
});
