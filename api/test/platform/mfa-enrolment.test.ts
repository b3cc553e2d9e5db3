import { type TOTP, URI } from 'otpauth';
import { count } from '../helpers/snapshots';
import { appCode, enrolTotp, nextStep } from '../helpers/factors';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

// Settings -> Security: setting up an authenticator app (RFC 6238), its recovery codes and
// removing it, on the real SQLite app (docs/security.md#second-factor).
describe('authenticator app enrolment', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ({ t, cookie } = await createSignedInApp());
  });
  afterAll(async () => t.close());

  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const status = async () => (await send('GET', '/api/admin/mfa')).json().data;
  const auditsOf = (action: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  it('starts with no factor', async () => {
    expect(await status()).toEqual({
      totpConfirmedAt: null,
      recoveryCodesLeft: 0,
      required: false,
      stepUpMinutes: 5,
    });
  });

  it('answers a secret as a QR code and a key, and refuses a wrong first code', async () => {
    const res = await send('POST', '/api/admin/mfa/totp');
    expect(res.statusCode).toBe(200);
    const { secret, uri, qrDataUrl } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = URI.parse(uri) as TOTP;
    expect(parsed).toMatchObject({ issuer: 'Rewards Admin', label: 'admin@rewards.test' });
    expect(parsed.secret.base32).toBe(secret);
    expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qrDataUrl.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    const wrong = appCode(t, secret) === '000000' ? '111111' : '000000';
    const refused = await send('POST', '/api/admin/mfa/totp/confirm', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/code is not right/);
    expect((await status()).totpConfirmedAt).toBeNull();
  });

  it('confirms with a first code: ten recovery codes, shown once, stored hashed, audited', async () => {
    const before = await count(t.app, 'audit_log');
    const { secret, recoveryCodes } = await enrolTotp(t, cookie);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const stored = await t.app.db.selectFrom('admin_recovery_codes').selectAll().execute();
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replace('-', ''));
    }
    const factor = await t.app.db.selectFrom('admin_totp_factors').selectAll().execute();
    expect(factor).toMatchObject([{ admin_id: 1, secret }]);
    expect(await status()).toMatchObject({ recoveryCodesLeft: 10 });
    expect((await status()).totpConfirmedAt).not.toBeNull();
    expect(await count(t.app, 'audit_log')).toBe(before + 1);
    const [row] = await auditsOf('admin.mfa_enrol');
    expect(row).toMatchObject({ admin_id: 1, entity: 'admin', entity_id: 1 });
    expect(row?.after_json).not.toContain(secret);
  });

  it('shows owners who has an app in the admin list', async () => {
    const res = await send('GET', '/api/admins');
    const byEmail = Object.fromEntries(
      (res.json().data as { email: string; authenticatorApp: boolean }[]).map((a) => [
        a.email,
        a.authenticatorApp,
      ]),
    );
    expect(byEmail).toMatchObject({ 'admin@rewards.test': true, 'finance@rewards.test': false });
  });

  it('refuses a second set-up while one is confirmed (409)', async () => {
    const res = await send('POST', '/api/admin/mfa/totp');
    expect(res.statusCode).toBe(409);
  });

  it('refuses bodies that are not a code (400)', async () => {
    for (const payload of [{}, { code: 123456 }, { code: '1' }, { code: '123456', extra: 1 }]) {
      const res = await send('POST', '/api/admin/mfa/totp/remove', payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await count(t.app, 'admin_totp_factors')).toBe(1);
  });

  it('keeps the factor when removal brings a wrong code', async () => {
    const wrong = await send('POST', '/api/admin/mfa/totp/remove', { code: 'AAAAA-AAAAA' });
    expect(wrong.statusCode).toBe(400);
    expect(await count(t.app, 'admin_totp_factors')).toBe(1);
    expect(await status()).toMatchObject({ recoveryCodesLeft: 10 });
  });
});

describe('removing a factor', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ({ t, cookie } = await createSignedInApp());
  });
  afterAll(async () => t.close());

  const remove = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/mfa/totp/remove',
      headers: { cookie },
      payload: { code },
    });

  it('uses up a recovery code (audited) and removes the app and its codes (audited)', async () => {
    const { recoveryCodes } = await enrolTotp(t, cookie);
    const code = recoveryCodes[3] as string;
    const res = await remove(code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(await count(t.app, 'admin_totp_factors')).toBe(0);
    expect(await count(t.app, 'admin_recovery_codes')).toBe(0);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'admin_id'])
      .where('action', 'like', 'admin.mfa%')
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'admin.mfa_enrol', admin_id: 1 },
      { action: 'admin.mfa_recovery', admin_id: 1 },
      { action: 'admin.mfa_remove', admin_id: 1 },
    ]);
  });

  it('removes with a current app code, not with a replayed one', async () => {
    const { secret } = await enrolTotp(t, cookie);
    const code = appCode(t, secret);
    // A step-up elsewhere used this step's code: the same code cannot remove the factor.
    await t.app.db
      .updateTable('admin_totp_factors')
      .set({ last_used_step: Math.floor(t.config.now().getTime() / 30_000) })
      .execute();
    expect((await remove(code)).statusCode).toBe(400);
    nextStep(t);
    expect((await remove(appCode(t, secret))).statusCode).toBe(200);
  });

  it('refuses an API token (403): a token cannot change how its admin signs in', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admins/me/tokens',
      headers: { cookie },
      payload: { name: 'script', role: 'owner', expiresInDays: 1 },
    });
    const token = made.json().token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mfa/totp',
      headers: { authorization: `Bearer ${token}`, origin: undefined },
    });
    expect(res.statusCode).toBe(403);
  });
});
