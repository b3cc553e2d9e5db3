import { FACTOR_CODE_REQUIRED, STEP_UP_REQUIRED } from '@rewards/contract';
import { enrolPasskey, signInWithPasskey, SoftAuthenticator } from '../helpers/soft-authenticator';
import { createSignedInApp, sessionCookie, type TestContext } from '../helpers/test-app';

// Passkeys (WebAuthn) as a second factor, against a software authenticator whose answers the
// server checks with @simplewebauthn/server (docs/security.md#second-factor).
const EMAIL = 'admin@rewards.test';
const PASSWORD = 'Admin@123';
const MINUTE = 60_000;

describe('passkeys', () => {
  let t: TestContext;
  let cookie: string;
  const key = new SoftAuthenticator();
  beforeAll(async () => {
    ({ t, cookie } = await createSignedInApp());
  });
  afterAll(async () => t.close());

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, c = cookie) =>
    t.app.inject({ method, url, headers: { cookie: c }, ...(payload ? { payload } : {}) });
  const auditsOf = (action: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
  const passkeys = async (c = cookie) =>
    (await send('GET', '/api/admin/mfa/passkeys', undefined, c)).json().data;
  const checkOptions = async (c = cookie) =>
    (await send('POST', '/api/admin/mfa/passkeys/check-options', undefined, c)).json().options;

  it('refuses a registration from another origin, or with a made-up challenge', async () => {
    const start = await send('POST', '/api/admin/mfa/passkeys/options');
    const stranger = new SoftAuthenticator();
    const foreign = stranger.register(start.json().options, 'https://evil.example');
    const res = await send('POST', '/api/admin/mfa/passkeys', { name: 'X', credential: foreign });
    expect(res.statusCode).toBe(400);
    const madeUp = stranger.register({ challenge: Buffer.from('guess').toString('base64url') });
    expect(
      (await send('POST', '/api/admin/mfa/passkeys', { name: 'X', credential: madeUp })).statusCode,
    ).toBe(400);
    expect(await passkeys()).toEqual([]);
  });

  it('adds a named passkey; the first factor answers ten recovery codes, audited', async () => {
    const res = await enrolPasskey(t, cookie, key, ' Work laptop ');
    expect(res.statusCode).toBe(200);
    expect(res.json().recoveryCodes).toHaveLength(10);
    expect(await passkeys()).toEqual([
      expect.objectContaining({ id: key.credentialId, name: 'Work laptop', lastUsedAt: null }),
    ]);
    // Owners see it in the admin list.
    const admins = (await send('GET', '/api/admins')).json().data as { email: string }[];
    expect(admins.find((a) => a.email === EMAIL)).toMatchObject({ passkeys: 1 });
    const [row] = await auditsOf('admin.passkey_enrol');
    expect(JSON.parse(row?.after_json ?? '{}')).toMatchObject({
      factor: 'passkey',
      name: 'Work laptop',
    });
  });

  it('uses a registration challenge once', async () => {
    const start = await send('POST', '/api/admin/mfa/passkeys/options');
    const other = new SoftAuthenticator();
    const credential = other.register(start.json().options);
    expect(
      (await send('POST', '/api/admin/mfa/passkeys', { name: 'A', credential })).statusCode,
    ).toBe(200);
    const again = await send('POST', '/api/admin/mfa/passkeys', { name: 'B', credential });
    expect(again.statusCode).toBe(400);
    expect(await passkeys()).toHaveLength(2);
    expect((await send('DELETE', `/api/admin/mfa/passkeys/${other.credentialId}`)).statusCode).toBe(
      200,
    );
  });

  it('asks for the second step and signs in with the passkey, once per challenge', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(plain.json().reason).toBe(FACTOR_CODE_REQUIRED);
    const res = await signInWithPasskey(t, EMAIL, PASSWORD, key);
    expect(res.statusCode).toBe(200);
    expect(await auditsOf('admin.passkey_sign_in')).toHaveLength(1);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: EMAIL, password: PASSWORD, passkey: res.passkey },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Invalid email, password or code');
    // A fresh session: a large decision goes through without asking again.
    const fresh = sessionCookie(res);
    expect(
      (await send('POST', '/api/admin/mfa/passkeys/options', undefined, fresh)).statusCode,
    ).toBe(200);
  });

  it('refuses a right passkey with a wrong password, and a key it does not know', async () => {
    const wrong = await signInWithPasskey(t, EMAIL, 'wrong-password', key);
    expect(wrong.statusCode).toBe(401);
    const unknown = await signInWithPasskey(t, EMAIL, PASSWORD, new SoftAuthenticator());
    expect(unknown.statusCode).toBe(401);
  });

  it('asks a stale session for a fresh check before adding or removing a passkey', async () => {
    t.clock.advance(5 * MINUTE + 1000);
    const add = await send('POST', '/api/admin/mfa/passkeys/options');
    expect(add.statusCode).toBe(401);
    expect(add.json().reason).toBe(STEP_UP_REQUIRED);
    const remove = await send('DELETE', `/api/admin/mfa/passkeys/${key.credentialId}`);
    expect(remove.json().reason).toBe(STEP_UP_REQUIRED);
    expect(await passkeys()).toHaveLength(1);
  });

  it('takes a passkey for the fresh check, but not a sign-in challenge or a replay', async () => {
    const signInOptions = (
      await t.app.inject({ method: 'POST', url: '/api/admin/login/passkey-options' })
    ).json().options;
    const misused = await send('POST', '/api/admin/mfa/step-up', {
      passkey: key.authenticate(signInOptions),
    });
    expect(misused.statusCode).toBe(400);
    const passkey = key.authenticate(await checkOptions());
    expect((await send('POST', '/api/admin/mfa/step-up', { passkey })).statusCode).toBe(200);
    expect((await send('POST', '/api/admin/mfa/step-up', { passkey })).statusCode).toBe(400);
    const rows = await auditsOf('admin.step_up');
    expect(JSON.parse(rows.at(-1)?.after_json ?? '{}')).toEqual({ factor: 'passkey' });
    expect(await auditsOf('admin.step_up_failed')).toHaveLength(2);
  });

  it('removes the passkey after the check; the last factor takes the recovery codes', async () => {
    const res = await send('DELETE', `/api/admin/mfa/passkeys/${key.credentialId}`);
    expect(res.statusCode).toBe(200);
    expect(await passkeys()).toEqual([]);
    expect((await send('GET', '/api/admin/mfa')).json().data.recoveryCodesLeft).toBe(0);
    expect(await auditsOf('admin.passkey_remove')).toHaveLength(2);
    expect((await send('DELETE', `/api/admin/mfa/passkeys/${key.credentialId}`)).statusCode).toBe(
      404,
    );
  });
});
