import type { RouteOptions } from 'fastify';
import { FACTOR_ENROLMENT_REQUIRED } from '@rewards/contract';
import { loadConfig } from '../../src/config';
import { enrolTotp } from '../helpers/factors';
import { snapshot } from '../helpers/snapshots';
import { enrolPasskey, SoftAuthenticator } from '../helpers/soft-authenticator';
import { createTestApp, TEST_MFA, type TestContext } from '../helpers/test-app';

// MFA_REQUIRED_ROLES (docs/security.md#second-factor): an admin of those roles without a
// factor reaches only their own sign-in settings until one is set up, on every route. The
// other suites turn the requirement off explicitly; this one runs the production default.
const OPEN = [
  'GET /api/admin/me',
  'HEAD /api/admin/me',
  'GET /api/admin/mfa',
  'HEAD /api/admin/mfa',
  'POST /api/admin/mfa/totp',
  'POST /api/admin/mfa/totp/confirm',
  'GET /api/admin/mfa/passkeys',
  'HEAD /api/admin/mfa/passkeys',
  'POST /api/admin/mfa/passkeys/options',
  'POST /api/admin/mfa/passkeys',
  'POST /api/admins/me/password',
];
const PUBLIC =
  /^(POST \/api\/admin\/(log(in|out)|login\/passkey-options|sso\/second-step)|(GET|HEAD) \/api\/admin\/(login-hint|sso(\/start|\/callback)?)|POST \/api\/contact|(GET|HEAD) \/(healthz|readyz))$/;
const MONEY = /withdraw|wallet|payment|upi|crypto|bulk/;

const concreteUrl = (url: string) =>
  url
    .replace(':id', '1')
    .replace(':name', '00000000-0000-4000-8000-000000000000.png')
    .replace(':remote', 'mfe-users')
    .replace('*', 'index.html');

describe('the second factor required for money roles', () => {
  const routes: { method: string; url: string }[] = [];
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(
      { mfa: loadConfig({}).mfa },
      {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) routes.push({ method, url: route.url });
        },
      },
    );
  });
  afterAll(async () => t.close());

  it('is required of owner and finance by default, configurable, and checked at start', () => {
    expect(loadConfig({}).mfa).toEqual({
      requiredRoles: ['owner', 'finance'],
      stepUpMinutes: 5,
      // Passkeys answer to the admin app's own origins (APP_ORIGINS).
      webauthn: {
        rpId: 'localhost',
        rpName: 'Rewards Admin',
        origins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      },
    });
    expect(loadConfig({ APP_ORIGINS: 'https://admin.example.com' }).mfa.webauthn.rpId).toBe(
      'admin.example.com',
    );
    expect(() =>
      loadConfig({ APP_ORIGINS: 'https://admin.example.com', WEBAUTHN_RP_ID: 'evil.test' }),
    ).toThrow(/WEBAUTHN_RP_ID/);
    expect(loadConfig({ MFA_REQUIRED_ROLES: 'none' }).mfa.requiredRoles).toEqual([]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: 'Owner, support' }).mfa.requiredRoles).toEqual([
      'owner',
      'support',
    ]);
    expect(() => loadConfig({ MFA_REQUIRED_ROLES: 'owner,boss' })).toThrow(
      /unknown roles \(boss\)/,
    );
    expect(() => loadConfig({ STEP_UP_MINUTES: '0' })).toThrow(/STEP_UP_MINUTES/);
  });

  it('signs an owner without a factor in, held to enrolment', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@rewards.test', password: 'Admin@123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().admin).toMatchObject({ role: 'owner', mustEnrolFactor: true });
  });

  it('refuses every other route, every money route included, and changes nothing', async () => {
    const cookie = await t.login();
    const gated = routes.filter(
      (r) =>
        !OPEN.includes(`${r.method} ${r.url}`) &&
        !PUBLIC.test(`${r.method} ${r.url}`) &&
        !r.url.startsWith('/api/docs') &&
        // Deploy scripts use a deploy token, never a session (decision 034).
        r.url !== '/api/platform/deployments',
    );
    expect(gated.filter((r) => r.method !== 'GET' && MONEY.test(r.url)).length).toBeGreaterThan(8);
    const before = await snapshot(t.app);
    for (const route of gated) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { cookie },
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
      });
      const seen = { route: `${route.method} ${route.url}`, status: res.statusCode };
      expect(seen).toEqual({ ...seen, status: 403 });
      if (route.method !== 'HEAD') expect(res.json().reason).toBe(FACTOR_ENROLMENT_REQUIRED);
    }
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('leaves roles outside the list alone', async () => {
    const cookie = await t.loginAs('support@rewards.test');
    const me = await t.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect(me.json().admin.mustEnrolFactor).toBe(false);
    const users = await t.app.inject({ url: '/api/users/all-users', headers: { cookie } });
    expect(users.statusCode).toBe(200);
  });

  it('opens everything once the factor is set up, in the same session', async () => {
    const cookie = await t.loginAs('finance@rewards.test');
    const held = await t.app.inject({ url: '/api/withdrawals/all', headers: { cookie } });
    expect(held.statusCode).toBe(403);
    await enrolTotp(t, cookie);
    const me = await t.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect(me.json().admin.mustEnrolFactor).toBe(false);
    const open = await t.app.inject({ url: '/api/withdrawals/all', headers: { cookie } });
    expect(open.statusCode).toBe(200);
  });

  it('keeps an API token working without a factor, limited to its scope', async () => {
    await t.restart({ mfa: TEST_MFA });
    const cookie = await t.login();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admins/me/tokens',
      headers: { cookie },
      payload: { name: 'nightly export', role: 'finance', expiresInDays: 7 },
    });
    const token = made.json().token as string;
    await t.restart({ mfa: loadConfig({}).mfa });
    const bearer = { authorization: `Bearer ${token}`, origin: undefined };
    const list = await t.app.inject({ url: '/api/withdrawals/all', headers: bearer });
    expect(list.statusCode).toBe(200);
    const outOfScope = await t.app.inject({ url: '/api/admins', headers: bearer });
    expect(outOfScope.statusCode).toBe(403);
    // The owner's own session is still held until the factor is set up.
    const session = await t.login();
    const held = await t.app.inject({ url: '/api/withdrawals/all', headers: { cookie: session } });
    expect(held.json().reason).toBe(FACTOR_ENROLMENT_REQUIRED);
  });

  it('opens everything once a passkey is set up instead of an app', async () => {
    const cookie = await t.login();
    expect((await enrolPasskey(t, cookie, new SoftAuthenticator())).statusCode).toBe(200);
    const open = await t.app.inject({ url: '/api/withdrawals/all', headers: { cookie } });
    expect(open.statusCode).toBe(200);
  });
});
