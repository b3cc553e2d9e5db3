import { STEP_UP_REQUIRED } from '@rewards/contract';
import { appCode, enrolTotp, nextStep, signInWithCode } from '../helpers/factors';
import { sessionCookie, createTestApp, TEST_MFA, type TestContext } from '../helpers/test-app';

// The fresh check before large decisions (docs/security.md#second-factor): a session whose
// last second-factor check is older than STEP_UP_MINUTES gets 401 step_up_required, changes
// nothing, and goes through once the admin has given a code.
const MINUTE = 60_000;
const THRESHOLD = 1000; // rupees: the two-person threshold, also the step-up's

describe('step-up before large decisions', () => {
  let t: TestContext;
  let secret: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ withdrawalSecondApprovalAbove: THRESHOLD });
    ({ secret } = await enrolTotp(t, await t.login()));
    const res = await signInWithCode(t, 'admin@rewards.test', 'Admin@123', appCode(t, secret));
    cookie = sessionCookie(res);
  });
  afterAll(async () => t.close());

  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, c = cookie) =>
    t.app.inject({ method, url, headers: { cookie: c }, payload });
  const pendingWithdrawal = async (rupees: number) => {
    const row = await t.app.db
      .selectFrom('withdrawals')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('withdrawals')
      .set({ amount_minor: rupees * 100 })
      .where('id', '=', row.id)
      .execute();
    return row.id;
  };
  const statusOf = async (id: number) =>
    (
      await t.app.db
        .selectFrom('withdrawals')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const audits = (action: string) =>
    t.app.db.selectFrom('audit_log').select('id').where('action', '=', action).execute();
  const goStale = () => t.clock.advance(5 * MINUTE + 1000);
  const stepUp = (code: string) => send('POST', '/api/admin/mfa/step-up', { code });

  it('lets a freshly checked session approve a large withdrawal', async () => {
    const id = await pendingWithdrawal(THRESHOLD + 1);
    const res = await send('PUT', `/api/withdrawals/${id}`, { status: 'completed' });
    expect(res.statusCode).toBe(200);
    // Above the two-person threshold: the first approval is recorded, the row waits.
    expect(res.json().data.first_approved_by).toBeDefined();
  });

  it('refuses a stale session with step_up_required and changes nothing', async () => {
    goStale();
    const id = await pendingWithdrawal(THRESHOLD + 500);
    const decided = await audits('withdrawal.first_approve');
    const res = await send('PUT', `/api/withdrawals/${id}`, { status: 'completed' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      message: 'Confirm it is you: use a passkey or a code from your authenticator app',
      reason: STEP_UP_REQUIRED,
    });
    expect(await statusOf(id)).toBe('pending');
    expect(await audits('withdrawal.first_approve')).toEqual(decided);
    // The session itself is still good: a 401 here is not a sign-out.
    const me = await t.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('asks the same of an approval from the review queue, and changes nothing', async () => {
    goStale();
    const id = await pendingWithdrawal(THRESHOLD + 700);
    const decided = await audits('withdrawal.first_approve');
    const res = await send('POST', `/api/review/items/withdrawal/${id}/decision`, {
      decision: 'approve',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBe(STEP_UP_REQUIRED);
    expect(await statusOf(id)).toBe('pending');
    expect(await audits('withdrawal.first_approve')).toEqual(decided);
  });

  it('does not hold up small decisions or rejections', async () => {
    const small = await pendingWithdrawal(THRESHOLD);
    expect(
      (await send('PUT', `/api/withdrawals/${small}`, { status: 'completed' })).statusCode,
    ).toBe(200);
    const large = await pendingWithdrawal(THRESHOLD * 5);
    const reject = await send('PUT', `/api/withdrawals/${large}`, {
      status: 'rejected',
      reason: 'Duplicate request',
    });
    expect(reject.statusCode).toBe(200);
  });

  it.each([
    ['a role change', 'PATCH', '/api/admins/3', { role: 'support' }],
    [
      'a personal token',
      'POST',
      '/api/admins/me/tokens',
      { name: 'n', role: 'support', expiresInDays: 1 },
    ],
    ['a deploy token', 'POST', '/api/platform/deploy-tokens', { remote: 'mfe-users', name: 'CI' }],
    ['a bulk approval', 'POST', '/api/withdrawals/bulk/approve', { ids: [1] }],
    ['a bulk rejection', 'POST', '/api/withdrawals/bulk/reject', { ids: [1], reason: 'No' }],
    ['a bulk due change', 'POST', '/api/wallet/bulk/due', { ids: [1], due: true }],
    ['a large wallet change', 'PUT', '/api/admin/users/2/wallet', { coin: 999999 }],
    ['approving a wallet change', 'PUT', '/api/admin/wallet-changes/1', { decision: 'approve' }],
  ] as const)('asks again before %s', async (_label, method, url, payload) => {
    const before = await t.app.db.selectFrom('audit_log').select('id').execute();
    const res = await send(method, url, payload);
    expect({ status: res.statusCode, reason: res.json().reason }).toEqual({
      status: 401,
      reason: STEP_UP_REQUIRED,
    });
    expect(await t.app.db.selectFrom('audit_log').select('id').execute()).toEqual(before);
  });

  it('leaves what is not a large decision alone', async () => {
    const count = await send('POST', '/api/withdrawals/bulk/approve/count', { ids: [1] });
    expect(count.statusCode).toBe(200);
    expect((await send('PATCH', '/api/admins/3', { disabled: false })).statusCode).toBe(200);
    const user = await t.app.db
      .selectFrom('users')
      .select('coin_minor')
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    const nudge = (Number(user.coin_minor) + 100) / 100;
    const small = await send('PUT', '/api/admin/users/2/wallet', { coin: nudge });
    expect(small.statusCode).toBe(200);
  });

  it('counts and audits a wrong code, then a right one makes the session fresh', async () => {
    const wrong = appCode(t, secret) === '000000' ? '111111' : '000000';
    const refused = await stepUp(wrong);
    expect(refused.statusCode).toBe(400);
    expect(await audits('admin.step_up_failed')).toHaveLength(1);
    nextStep(t);
    const code = appCode(t, secret);
    expect((await stepUp(code)).statusCode).toBe(200);
    expect(await audits('admin.step_up')).toHaveLength(1);
    // A code counts once, here as at sign-in.
    expect((await stepUp(code)).statusCode).toBe(400);
    const res = await send('PATCH', '/api/admins/3', { role: 'support' });
    expect(res.statusCode).toBe(200);
  });

  it('keeps API tokens working within their scope, without a second factor', async () => {
    const made = await send('POST', '/api/admins/me/tokens', {
      name: 'payout script',
      role: 'finance',
      expiresInDays: 1,
    });
    expect(made.statusCode).toBe(200);
    goStale();
    const id = await pendingWithdrawal(THRESHOLD + 1);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/withdrawals/${id}`,
      headers: { authorization: `Bearer ${made.json().token}`, origin: undefined },
      payload: { status: 'completed' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('does not ask an admin without a factor (the role requirement decides who has one)', async () => {
    const finance = await t.loginAs('finance@rewards.test');
    const id = await pendingWithdrawal(THRESHOLD + 1);
    const res = await send('PUT', `/api/withdrawals/${id}`, { status: 'completed' }, finance);
    expect(res.statusCode).toBe(200);
  });

  it('takes STEP_UP_MINUTES from the config', async () => {
    await t.restart({ mfa: { ...TEST_MFA, stepUpMinutes: 30 } });
    nextStep(t);
    const res = await signInWithCode(t, 'admin@rewards.test', 'Admin@123', appCode(t, secret));
    const fresh = sessionCookie(res);
    t.clock.advance(20 * MINUTE);
    const id = await pendingWithdrawal(THRESHOLD + 1);
    const approved = await send('PUT', `/api/withdrawals/${id}`, { status: 'completed' }, fresh);
    expect(approved.statusCode).toBe(200);
  });
});
