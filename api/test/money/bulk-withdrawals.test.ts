import { bulk } from '../helpers/bulk-requests';
import type { TestContext } from '../helpers/test-app';
import { createTwoPersonApp, twoPersonRequests } from '../helpers/two-person';

// Bulk approve and reject keep every row under the single decision's rules (decision 030):
// the two-person rule, separation of duties, and one decision per withdrawal under races.
describe('bulk withdrawal decisions', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;
  const { pending, newAdmin } = twoPersonRequests(() => t);
  const approve = (cookie: string, ids: number[]) =>
    bulk(t.app, cookie, '/api/withdrawals/bulk/approve', { ids });
  const reject = (cookie: string, ids: number[]) =>
    bulk(t.app, cookie, '/api/withdrawals/bulk/reject', { ids, reason: 'Fraud ring' });

  /** Decided withdrawals made pending again: cases here add to the seed's pending rows. */
  const reopened = async (n: number) => {
    const rows = await t.app.db
      .selectFrom('withdrawals')
      .select('id')
      .where('status', '!=', 'pending')
      .orderBy('id', 'desc')
      .limit(n)
      .execute();
    const ids = rows.map((row) => row.id);
    await t.app.db
      .updateTable('withdrawals')
      .set({
        status: 'pending',
        decided_at: null,
        decided_by: null,
        first_approved_by: null,
        first_approved_at: null,
      })
      .where('id', 'in', ids)
      .execute();
    return ids;
  };

  beforeAll(async () => {
    t = await createTwoPersonApp();
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
  }, 30_000);
  afterAll(async () => t.close());

  it('records first approvals, refuses the same admin twice, completes with a second', async () => {
    const ids = (await pending()).slice(0, 3);
    const first = await approve(finance, ids);
    expect(first.summary).toMatchObject({ total: 3, done: 3, awaitingSecond: 3, refused: 0 });
    const again = await approve(finance, ids);
    expect(again.summary).toMatchObject({ done: 0, refused: 3 });
    expect(new Set(again.refused.map((r) => r.reason))).toEqual(new Set(['needs_second_approver']));
    const second = await approve(owner, ids);
    expect(second.summary).toMatchObject({ done: 3, awaitingSecond: 0, refused: 0 });
    const rows = await t.app.db
      .selectFrom('withdrawals')
      .select('status')
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((row) => row.status === 'completed')).toBe(true);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'withdrawal')
      .where('entity_id', 'in', ids)
      .execute();
    expect(audit.filter((a) => a.action === 'withdrawal.first_approve')).toHaveLength(3);
    expect(audit.filter((a) => a.action === 'withdrawal.decide')).toHaveLength(3);
  });

  it('refuses an already completed withdrawal as already decided, whoever approved it', async () => {
    const [id] = await reopened(1);
    expect((await approve(owner, [id!])).summary).toMatchObject({ awaitingSecond: 1 });
    expect((await approve(finance, [id!])).summary).toMatchObject({ done: 1, awaitingSecond: 0 });
    // The first approver and the second both get the true reason: it was paid out.
    for (const cookie of [owner, finance]) {
      const again = await approve(cookie, [id!]);
      expect(again.refused).toEqual([
        {
          kind: 'refused',
          id,
          reason: 'already_decided',
          message: 'Withdrawal was already completed',
        },
      ]);
    }
  });

  it('previews in the count what the approval will do to each row, changing nothing', async () => {
    const [a, b] = await reopened(2);
    await approve(owner, [a!]);
    const decided = await t.app.db
      .selectFrom('withdrawals')
      .select(['id'])
      .where('status', '!=', 'pending')
      .executeTakeFirstOrThrow();
    const amountOf = async (id: number) =>
      (
        await t.app.db
          .selectFrom('withdrawals')
          .select('amount_minor')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).amount_minor;
    const audit = () => t.app.db.selectFrom('audit_log').select('id').execute();
    const before = (await audit()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawals/bulk/approve/count',
      payload: { ids: [a, b, decided.id] },
      headers: { cookie: finance },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total: 3,
      preview: {
        complete: 1,
        firstApproval: 1,
        reject: 0,
        skipped: { already_decided: 1 },
        payout: ((await amountOf(a!)) / 100).toFixed(2),
      },
    });
    expect((await audit()).length).toBe(before);
    // The same rows, approved: exactly what the preview said.
    const run = await approve(finance, [a!, b!, decided.id]);
    expect(run.summary).toMatchObject({ done: 2, awaitingSecond: 1, refused: 1 });
  });

  it('reports a row the admin may not second-approve as not permitted', async () => {
    const mallory = await newAdmin(owner, 'mallory@rewards.test', 'finance');
    const [a, b] = await pending();
    await approve(owner, [a!]);
    const answer = await approve(mallory, [a!, b!]);
    // a: its first approver created mallory's account; b: a first approval, allowed.
    expect(answer.refused).toEqual([expect.objectContaining({ id: a, reason: 'not_permitted' })]);
    expect(answer.summary).toMatchObject({ done: 1, refused: 1, awaitingSecond: 1 });
  });

  it('decides each withdrawal once when two admins bulk-decide overlapping rows', async () => {
    const ids = (await pending()).slice(0, 6);
    const [x, y] = await Promise.all([reject(owner, ids), reject(finance, [...ids].reverse())]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(x.summary!.done + y.summary!.done).toBe(ids.length);
    expect(x.summary!.refused + y.summary!.refused).toBe(ids.length);
    for (const r of [...x.refused, ...y.refused]) expect(r.reason).toBe('already_decided');
    const decisions = await t.app.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'withdrawal.decide')
      .where('entity_id', 'in', ids)
      .execute();
    expect(decisions.map((d) => d.entity_id).sort()).toEqual([...ids].sort());
  });

  it('leaves every row decided before the client went away decided and audited', async () => {
    // Every withdrawal: the decided ones are refused without a write.
    const ids = (await t.app.db.selectFrom('withdrawals').select('id').execute()).map((w) => w.id);
    const controller = new AbortController();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/withdrawals/bulk/reject`, {
      method: 'POST',
      headers: {
        cookie: owner,
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
      },
      body: JSON.stringify({ ids, reason: 'Cancelled batch' }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read(); // the start line
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rejected = await t.app.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'withdrawal.decide')
      .where('after_json', 'like', '%Cancelled batch%')
      .execute();
    // Each audited row is decided, once (the stop itself: bulk-run.test.ts).
    const audited = rejected.map((r) => r.entity_id as number);
    expect(new Set(audited).size).toBe(audited.length);
    if (audited.length > 0) {
      const decided = await t.app.db
        .selectFrom('withdrawals')
        .select('status')
        .where('id', 'in', audited)
        .execute();
      expect(decided.every((d) => d.status === 'rejected')).toBe(true);
    }
  });
});
