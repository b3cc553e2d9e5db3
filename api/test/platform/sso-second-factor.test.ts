import { seal } from '../../src/platform/sso/sso-seal';
import { appCode, enrolTotp, nextStep } from '../helpers/factors';
import { callback, cookieOf, ssoSignIn, startSso, throughProvider } from '../helpers/sso-browser';
import { createSsoApp, oidcSettings, OWNER, ownerAtProvider } from '../helpers/sso-app';
import type { TestProvider } from '../helpers/oidc-test-provider';
import type { TestContext } from '../helpers/test-app';

// After a company sign-in, an account with a factor here still proves it, unless the
// provider's own MFA (`amr`) is allowed to stand for it (OIDC_AMR_SATISFIES_MFA).
describe('company sign-in and the second factor', () => {
  let t: TestContext;
  let provider: TestProvider;
  let secret: string;
  beforeAll(async () => {
    ({ t, provider } = await createSsoApp());
    ({ secret } = await enrolTotp(t, await t.login()));
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  beforeEach(() => provider.signInAs(ownerAtProvider()));

  const secondStep = (step: string | undefined, payload: object, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/sso/second-step',
      cookies: step ? { sso_step: step } : {},
      payload,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const checkedAt = async (sid: string) => {
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', cookies: { sid } });
    expect(me.statusCode).toBe(200);
    const [row] = await t.app.db
      .selectFrom('admin_sessions')
      .select('factor_checked_at')
      .orderBy('created_at', 'desc')
      .limit(1)
      .execute();
    return row?.factor_checked_at;
  };

  it('asks for the code after the provider, and opens no session before it', async () => {
    const res = await ssoSignIn(t);
    expect(res.headers.location).toBe('/admin?sso=factor');
    expect(cookieOf(res, 'sid')).toBeUndefined();
    const step = res.cookies.find((cookie) => cookie.name === 'sso_step');
    expect(step).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/sso' });
  });

  it('refuses a wrong code and counts it, then signs in with the right one', async () => {
    nextStep(t);
    const step = cookieOf(await ssoSignIn(t), 'sso_step');
    const wrong = await secondStep(step, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid code');
    const right = await secondStep(step, { code: appCode(t, secret) });
    expect(right.statusCode).toBe(200);
    expect(right.json().admin).toMatchObject({ email: OWNER });
    expect(Number(await checkedAt(cookieOf(right, 'sid')!))).toBe(t.config.now().getTime());
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'admin.sso_sign_in')
      .execute();
    expect(audit.at(-1)?.after_json).toBe(JSON.stringify({ factor: 'totp' }));
  });

  it('slows wrong codes down per email and address, as after a password', async () => {
    const step = cookieOf(await ssoSignIn(t), 'sso_step');
    for (let i = 0; i < 5; i += 1)
      expect((await secondStep(step, { code: '000000' }, '10.9.0.1')).statusCode).toBe(401);
    const slowed = await secondStep(step, { code: appCode(t, secret) }, '10.9.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(cookieOf(slowed, 'sid')).toBeUndefined();
  });

  it('refuses the second step without a live, genuine proof of the provider sign-in', async () => {
    const forged = seal('another-secret', 'second-step', { adminId: 1, email: OWNER }, Infinity);
    const expired = seal(provider.clientSecret, 'second-step', { adminId: 1, email: OWNER }, 0);
    for (const step of [undefined, forged, expired]) {
      const res = await secondStep(step, { code: appCode(t, secret) });
      expect(res.statusCode).toBe(401);
      expect(cookieOf(res, 'sid')).toBeUndefined();
    }
  });

  it("does not take the provider's MFA for the factor unless configured", async () => {
    provider.signInAs(ownerAtProvider({ amr: ['pwd', 'mfa'] }));
    expect((await ssoSignIn(t)).headers.location).toBe('/admin?sso=factor');
  });

  it("takes the provider's MFA for the factor when configured, freshly checked", async () => {
    await t.restart({ oidc: oidcSettings(provider, { amrSatisfiesMfa: true }) });
    provider.signInAs(ownerAtProvider({ amr: ['pwd'] }));
    expect((await ssoSignIn(t)).headers.location).toBe('/admin?sso=factor');
    provider.signInAs(ownerAtProvider({ amr: ['pwd', 'otp'] }));
    const res = await ssoSignIn(t);
    expect(res.headers.location).toBe('/dashboard');
    expect(Number(await checkedAt(cookieOf(res, 'sid')!))).toBe(t.config.now().getTime());
  });

  it('refuses an answer whose PKCE verifier or nonce is not the flow’s', async () => {
    for (const change of [{ verifier: 'x'.repeat(43) }, { nonce: 'another-nonce' }]) {
      const { authUrl, flow } = await startSso(t);
      const back = await throughProvider(authUrl, t.config.appOrigins[0]!);
      const [body] = flow.split('.');
      const sealed = JSON.parse(Buffer.from(body!, 'base64url').toString()) as {
        exp: number;
        d: object;
      };
      const tampered = seal(provider.clientSecret, 'flow', { ...sealed.d, ...change }, sealed.exp);
      const res = await callback(t, back, tampered);
      expect(res.headers.location).toBe('/admin?sso=expired');
      expect(cookieOf(res, 'sid')).toBeUndefined();
    }
  });
});
