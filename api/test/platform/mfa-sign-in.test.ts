import { FACTOR_CODE_REQUIRED } from '@rewards/contract';
import { appCode, enrolTotp, nextStep, signInWithCode } from '../helpers/factors';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Signing in with a second factor (docs/security.md#second-factor): password and code are
// checked together, a code counts once, and failures count where wrong passwords do.
describe('sign-in with an authenticator app', () => {
  let t: TestContext;
  let secret: string;
  let recoveryCodes: string[];
  const FINANCE = 'finance@rewards.test';
  const PASSWORD = 'Admin@123';
  beforeAll(async () => {
    t = await createTestApp();
    ({ secret, recoveryCodes } = await enrolTotp(t, await t.loginAs(FINANCE)));
  });
  afterAll(async () => t.close());

  const signIn = (password: string, code?: string, ip?: string) =>
    signInWithCode(t, FINANCE, password, code, ip);
  const body = async (password: string, code?: string, ip?: string) => {
    const res = await signIn(password, code, ip);
    return { status: res.statusCode, body: res.json(), cookie: res.headers['set-cookie'] };
  };

  it('asks every password for a code alike, right or wrong, and opens no session', async () => {
    const right = await body(PASSWORD);
    const wrong = await body('wrong-password');
    expect(right).toEqual(wrong);
    expect(right).toEqual({
      status: 401,
      body: {
        success: false,
        message: 'Enter a code from your authenticator app, or use a passkey',
        reason: FACTOR_CODE_REQUIRED,
      },
      cookie: undefined,
    });
  });

  it('never slows the password step down, so its answers cannot be told apart', async () => {
    for (let i = 0; i < 8; i += 1) await signIn('wrong-password', undefined, '10.8.0.1');
    expect((await body(PASSWORD, undefined, '10.8.0.1')).status).toBe(401);
    expect((await body('wrong-password', undefined, '10.8.0.1')).body.reason).toBe(
      FACTOR_CODE_REQUIRED,
    );
  });

  it('signs in with password and code, and the session starts freshly checked', async () => {
    const res = await signIn(PASSWORD, appCode(t, secret));
    expect(res.statusCode).toBe(200);
    expect(res.json().admin).toMatchObject({ email: FINANCE, mustEnrolFactor: false });
    const sessions = await t.app.db
      .selectFrom('admin_sessions')
      .select('factor_checked_at')
      .orderBy('created_at', 'desc')
      .execute();
    expect(sessions.some((s) => Number(s.factor_checked_at) === t.config.now().getTime())).toBe(
      true,
    );
  });

  it('accepts a code once: the same code again is refused within its window', async () => {
    nextStep(t);
    const code = appCode(t, secret);
    expect((await signIn(PASSWORD, code)).statusCode).toBe(200);
    const replay = await body(PASSWORD, code);
    expect(replay).toMatchObject({
      status: 401,
      body: { success: false, message: 'Invalid email, password or code' },
      cookie: undefined,
    });
    // The previous step's code is older than the one used: refused as well.
    expect((await signIn(PASSWORD, appCode(t, secret, -1))).statusCode).toBe(401);
  });

  it('answers a wrong password with a right code like a wrong code, without using the code', async () => {
    nextStep(t);
    const code = appCode(t, secret);
    const wrongPassword = await body('wrong-password', code);
    const wrongCode = await body(PASSWORD, code === '123456' ? '654321' : '123456');
    expect(wrongPassword).toEqual(wrongCode);
    expect(wrongPassword.status).toBe(401);
    // The code was not spent by the failed attempt: its owner still signs in with it.
    expect((await signIn(PASSWORD, code)).statusCode).toBe(200);
  });

  it('signs in with a recovery code once, audited', async () => {
    const code = recoveryCodes[0] as string;
    expect((await signIn(PASSWORD, code)).statusCode).toBe(200);
    expect((await signIn(PASSWORD, code)).statusCode).toBe(401);
    const rows = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'admin_id', 'entity_id'])
      .where('action', '=', 'admin.mfa_recovery')
      .execute();
    expect(rows).toEqual([{ action: 'admin.mfa_recovery', admin_id: 2, entity_id: 2 }]);
  });

  it('counts wrong codes with wrong passwords, for that address only', async () => {
    nextStep(t);
    const wrong = appCode(t, secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await signIn(PASSWORD, wrong, '10.8.1.1');
    const throttled = await signIn(PASSWORD, appCode(t, secret), '10.8.1.1');
    expect(throttled.statusCode).toBe(429);
    // A stranger's failures never lock the admin out elsewhere.
    expect((await signIn(PASSWORD, appCode(t, secret), '10.8.1.2')).statusCode).toBe(200);
  });

  it('still signs in an admin without a factor with the password alone', async () => {
    expect((await signInWithCode(t, 'support@rewards.test', PASSWORD, undefined)).statusCode).toBe(
      200,
    );
  });
});
