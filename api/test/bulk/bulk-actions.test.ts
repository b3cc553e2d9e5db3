import { BULK_MAX } from '@rewards/contract';
import { bulk } from '../helpers/bulk-requests';
import { createTestApp, type TestContext } from '../helpers/test-app';

describe('bulk actions', () => {
  let t: TestContext;
  let owner: string;
  let content: string;
  const auditCount = async (action: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', '=', action)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const users = () =>
    t.app.db.selectFrom('users').select(['id', 'status', 'pause_start', 'block_date', 'trust']);
  const withdrawals = (status: 'pending' | 'completed' | 'rejected') =>
    t.app.db.selectFrom('withdrawals').select(['id', 'status']).where('status', '=', status);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
    content = await t.loginAs('content@rewards.test');
  }, 30_000);
  afterAll(async () => t.close());

  it('sets the status of users named by id with the date rule and one audit row each', async () => {
    const ids = (await users().orderBy('id').limit(3).execute()).map((u) => u.id);
    const before = await auditCount('user.status');
    const answer = await bulk(t.app, owner, '/api/users/bulk/status', { ids, status: 'pause' });
    expect(answer.statusCode).toBe(200);
    expect(answer.summary).toMatchObject({ total: 3, done: 3, refused: 0, stopped: false });
    expect(answer.lines.at(-2)).toEqual({
      kind: 'progress',
      processed: 3,
      total: 3,
      done: 3,
      refused: 0,
    });
    const rows = await users().where('id', 'in', ids).execute();
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pause', block_date: null });
      expect(row.pause_start).not.toBeNull();
    }
    expect(await auditCount('user.status')).toBe(before + 3);
  });

  it('takes a filter instead of ids and acts on exactly its matches', async () => {
    const paused = (await users().where('status', '=', 'pause').execute()).map((u) => u.id);
    const answer = await bulk(t.app, owner, '/api/users/bulk/status', {
      filter: { status: 'pause' },
      status: 'block',
    });
    expect(answer.summary).toMatchObject({ total: paused.length, done: paused.length });
    const blocked = await users().where('id', 'in', paused).execute();
    expect(blocked.every((u) => u.status === 'block' && u.pause_start === null)).toBe(true);
    const trust = await bulk(t.app, owner, '/api/users/bulk/trust', {
      filter: { status: 'block' },
      trust: true,
    });
    expect(trust.summary?.done).toBeGreaterThanOrEqual(paused.length);
  });

  it.each([
    ['an empty selection', { ids: [] }, 'No users selected'],
    ['no selection', {}, 'No users selected'],
    ['an unknown id', { ids: [1, 987654] }, 'Unknown users: 987654; nothing was changed'],
    [
      'more than the limit',
      { ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1) },
      `At most ${BULK_MAX} users at a time (${BULK_MAX + 1} given)`,
    ],
    ['an invalid filter', { filter: { status: 'asleep' } }, undefined],
    ['a filter matching nothing', { filter: { search: 'no-such-user-zzz' } }, undefined],
  ])('refuses %s with a 400 and changes nothing', async (_name, target, message) => {
    const before = await auditCount('user.status');
    const answer = await bulk(t.app, owner, '/api/users/bulk/status', { ...target, status: 'ok' });
    expect(answer.statusCode).toBe(400);
    if (message) expect(answer.message).toBe(message);
    else expect(answer.message).toBeTruthy();
    expect(await auditCount('user.status')).toBe(before);
  });

  it('leaves out, and reports, named rows that no longer match their filter', async () => {
    const [okUser, blocked] = await Promise.all([
      users().where('status', '=', 'ok').orderBy('id').executeTakeFirstOrThrow(),
      users().where('status', '=', 'block').orderBy('id').executeTakeFirstOrThrow(),
    ]);
    const answer = await bulk(t.app, owner, '/api/users/bulk/trust', {
      ids: [okUser.id, blocked.id],
      filter: { status: 'ok' },
      trust: !okUser.trust,
    });
    expect(answer.summary).toMatchObject({ total: 2, done: 1, refused: 1 });
    expect(answer.refused).toEqual([
      expect.objectContaining({ id: blocked.id, reason: 'left_filter' }),
    ]);
    const after = await users().where('id', '=', blocked.id).executeTakeFirstOrThrow();
    expect(after.trust).toBe(blocked.trust);
  });

  it('refuses an invalid date in a list filter before touching a row', async () => {
    const before = await withdrawals('rejected').execute();
    const answer = await bulk(t.app, owner, '/api/withdrawals/bulk/reject', {
      filter: { from: '2025-13-45' },
      reason: 'Fraud',
    });
    expect(answer.statusCode).toBe(400);
    expect(await withdrawals('rejected').execute()).toEqual(before);
  });

  it('is refused whole to an admin without the permission', async () => {
    const [w] = await withdrawals('pending').limit(1).execute();
    const answer = await bulk(t.app, content, '/api/withdrawals/bulk/reject', {
      ids: [w!.id],
      reason: 'Fraud',
    });
    expect(answer.statusCode).toBe(403);
    expect((await withdrawals('pending').where('id', '=', w!.id).execute()).length).toBe(1);
  });

  it('rejects with one reason, audits it, and reports decided rows as already decided', async () => {
    const pending = (await withdrawals('pending').orderBy('id').limit(4).execute()).map(
      (w) => w.id,
    );
    const first = await bulk(t.app, owner, '/api/withdrawals/bulk/reject', {
      ids: pending.slice(0, 2),
      reason: 'Duplicate account',
    });
    expect(first.summary).toMatchObject({ done: 2, refused: 0 });
    const again = await bulk(t.app, owner, '/api/withdrawals/bulk/reject', {
      ids: pending,
      reason: 'Duplicate account',
    });
    expect(again.summary).toMatchObject({ total: 4, done: 2, refused: 2 });
    expect(again.refused.map((r) => [r.id, r.reason])).toEqual([
      [pending[0], 'already_decided'],
      [pending[1], 'already_decided'],
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['after_json'])
      .where('action', '=', 'withdrawal.decide')
      .where('entity_id', '=', pending[0]!)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json as string)).toEqual({
      status: 'rejected',
      reason: 'Duplicate account',
    });
  });

  it('sets due flags and deletes notifications through the single actions', async () => {
    const wallet = await t.app.db.selectFrom('wallet_transactions').select('id').limit(3).execute();
    const due = await bulk(t.app, owner, '/api/wallet/bulk/due', {
      ids: wallet.map((w) => w.id),
      due: true,
    });
    expect(due.summary).toMatchObject({ done: 3 });
    const notes = await t.app.db.selectFrom('notifications').select('id').limit(2).execute();
    const deleted = await bulk(t.app, owner, '/api/notifications/bulk/delete', {
      ids: notes.map((n) => n.id),
    });
    expect(deleted.summary).toMatchObject({ done: 2 });
    expect(await auditCount('notification.delete')).toBe(2);
  });
});
