import { AUDIT_ACTIONS } from '../../src/platform/audit/audit-actions';
import { pngBytes } from '../helpers/fixtures';
import { multipart } from '../helpers/multipart';
import { snapshot } from '../helpers/snapshots';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { setAuditDown } from '../helpers/test-db';

type Action = {
  action: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  banner?: boolean;
};

const png = () => `data:image/png;base64,${pngBytes().toString('base64')}`;

// One request per audited admin change.
const ACTIONS: Action[] = [
  { action: 'user.trust', method: 'PUT', url: '/api/users/2/trust', payload: { trust: true } },
  {
    action: 'user.status',
    method: 'PUT',
    url: '/api/admin/users/2/status',
    payload: { status: 'pause' },
  },
  {
    action: 'user.wallet',
    method: 'PUT',
    url: '/api/admin/users/2/wallet',
    payload: { coin: 99.5 },
  },
  { action: 'user.payment_approve', method: 'PUT', url: '/api/users/4/payment-status' },
  {
    action: 'withdrawal.decide',
    method: 'PUT',
    url: '/api/withdrawals/1',
    payload: { status: 'completed' },
  },
  { action: 'wallet.due', method: 'PUT', url: '/api/wallet-due/2', payload: { due: true } },
  {
    action: 'upi.update',
    method: 'POST',
    url: '/api/update-upi',
    payload: { upiId: 'x.y@bank', qrCode: png() },
  },
  {
    action: 'notification.create',
    method: 'POST',
    url: '/api/notifications',
    payload: { user_id: 2, message: 'Hi' },
  },
  {
    action: 'notification.update',
    method: 'PUT',
    url: '/api/notifications/1',
    payload: { message: 'Edited' },
  },
  { action: 'notification.delete', method: 'DELETE', url: '/api/notifications/1' },
  {
    action: 'quiz.create',
    method: 'POST',
    url: '/api/quizzes',
    payload: {
      question: 'Q',
      option_a: 'a',
      option_b: 'b',
      option_c: 'c',
      option_d: 'd',
      correct_option: 'C',
    },
  },
  { action: 'quiz.delete', method: 'DELETE', url: '/api/quizzes/1' },
  {
    action: 'video.create',
    method: 'POST',
    url: '/api/videos',
    payload: { title: 'V', video_url: 'https://example.com/v' },
  },
  { action: 'video.delete', method: 'DELETE', url: '/api/videos/1' },
  {
    action: 'contact.update',
    method: 'PUT',
    url: '/api/contact-messages/1',
    payload: { handled: true },
  },
  { action: 'contact.delete', method: 'DELETE', url: '/api/contact-messages/2' },
  { action: 'banner.upload', method: 'POST', url: '/api/home-data', banner: true },
  { action: 'banner.delete', method: 'DELETE', url: '/api/home-data/1' },
  { action: 'user.delete', method: 'DELETE', url: '/api/admin/users/3' },
];

// Audited actions whose rows are checked in their own files (they need other accounts, a
// lockout or the two-person threshold): admins.test.ts, withdrawal-two-person.test.ts.
const AUDITED_ELSEWHERE = [
  // API tokens: test/platform/api-tokens.test.ts and test/platform/deploy-tokens.test.ts.
  'token.create',
  'token.revoke',
  'admin.create',
  'admin.update',
  'admin.password',
  'admin.lockout',
  // Second factors and the fresh check: test/platform/mfa-*.test.ts.
  'admin.mfa_enrol',
  'admin.mfa_remove',
  'admin.mfa_recovery',
  'admin.step_up',
  'admin.step_up_failed',
  'admin.passkey_enrol',
  'admin.passkey_remove',
  'admin.passkey_sign_in',
  // Company sign-in through a real OpenID provider: test/platform/sso-*.test.ts.
  'admin.sso_sign_in',
  'admin.sso_refused',
  // An owner resetting another admin's factors: test/platform/mfa-factor-reset.test.ts.
  'admin.factor_reset',
  'admin.factor_reset_request',
  'admin.factor_reset_reject',
  'admin.factor_reset_cancel',
  'withdrawal.first_approve',
  // An expired claim of another admin: test/money/review-claims.test.ts.
  'review.claim_takeover',
  // Need a second admin and a threshold: test/money/wallet-changes.test.ts checks each row.
  'wallet_change.request',
  'wallet_change.approve',
  'wallet_change.reject',
  'wallet_change.cancel',
  // Reported by the deploy commands with a deploy token (test/platform/deploy-tokens.test.ts).
  'remote.deploy',
  'remote.rollback',
  // Saved views (test/platform/saved-views.test.ts).
  'view.create',
  'view.update',
  'view.delete',
];

describe('audit trail', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    // Known starting points for the one-way changes.
    await t.app.db.updateTable('users').set({ payment_status: 0 }).where('id', '=', 4).execute();
    await t.app.db
      .updateTable('withdrawals')
      .set({ status: 'pending' })
      .where('id', '=', 1)
      .execute();
  });
  afterAll(async () => t.close());

  async function run(a: Action) {
    if (a.banner) {
      const body = multipart([{ name: 'banner', value: pngBytes(), filename: 'b.png' }]);
      return t.app.inject({
        method: 'POST',
        url: a.url,
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
    }
    return t.app.inject({
      method: a.method,
      url: a.url,
      headers: { cookie },
      ...(a.payload ? { payload: a.payload } : {}),
    });
  }

  it('exercises every audited action', () => {
    expect([...ACTIONS.map((a) => a.action), ...AUDITED_ELSEWHERE].sort()).toEqual(
      Object.keys(AUDIT_ACTIONS).sort(),
    );
  });

  it('rolls the change back when its audit row cannot be written (same transaction)', async () => {
    await setAuditDown(t.app.db, true);
    const before = await snapshot(t.app);
    for (const a of ACTIONS) {
      const res = await run(a);
      expect({ action: a.action, status: res.statusCode }).toEqual({
        action: a.action,
        status: 500,
      });
      expect(res.json()).toEqual({
        success: false,
        message: 'Internal server error',
        ...(a.action.startsWith('quiz') || a.action.startsWith('video')
          ? { error: 'Internal server error' }
          : {}),
      });
    }
    expect(await snapshot(t.app)).toEqual(before);
    await setAuditDown(t.app.db, false);
  });

  it('writes exactly one row per admin change: who, what, entity, before and after', async () => {
    // banner.delete targets whichever banner the upload just before it created.
    for (const a of ACTIONS) {
      const last = await t.app.db
        .selectFrom('audit_log')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const target =
        a.action === 'banner.delete'
          ? await t.app.db.selectFrom('banners').select('id').executeTakeFirstOrThrow()
          : null;
      const res = await run(target ? { ...a, url: `/api/home-data/${target.id}` } : a);
      expect({ action: a.action, status: res.statusCode }).toEqual({
        action: a.action,
        status: 200,
      });
      const rows = await t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('id', '>', last?.id ?? 0)
        .execute();
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({ admin_id: 1, action: a.action, at: t.clock.now().toISOString() });
      expect(row?.entity).toEqual(expect.any(String));
      const creates = a.action.endsWith('.create');
      const deletes = a.action.endsWith('.delete');
      expect(row?.before_json === null).toBe(creates);
      expect(row?.after_json === null).toBe(deletes);
    }
  });
});
