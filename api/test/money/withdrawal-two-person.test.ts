import { createTestApp, type TestContext } from '../helpers/test-app';

describe('two people for large withdrawals', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;
  const decide = (cookie: string, id: number, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/withdrawals/${id}`,
      payload: { status },
      headers: { cookie },
    });
  const pendingIds = async (): Promise<number[]> => {
    const res = await t.app.inject({ url: '/api/withdrawals/all', headers: { cookie: owner } });
    return res
      .json()
      .data.filter((w: { status: string }) => w.status === 'pending')
      .map((w: { id: number }) => w.id);
  };
  const auditActions = async (id: number) =>
    (
      await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'withdrawal')
        .where('entity_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  beforeAll(async () => {
    // Every seeded withdrawal is above ₹1, so each needs two approvals.
    t = await createTestApp({ withdrawalSecondApprovalAbove: 1 });
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
  }, 30_000);
  afterAll(async () => t.close());

  it('tells the screen which rows need two approvals, in the list, one row and a decision', async () => {
    const list = await t.app.inject({ url: '/api/withdrawals/all', headers: { cookie: owner } });
    const rows = list.json().data as { id: number; needs_second_approval: boolean }[];
    // Every seeded withdrawal is above ₹1.
    expect(rows.every((row) => row.needs_second_approval)).toBe(true);
    const one = await t.app.inject({
      url: `/api/withdrawals/${rows[0]!.id}`,
      headers: { cookie: owner },
    });
    expect(one.json().data.needs_second_approval).toBe(true);
  });

  it('the first approval waits for a second, different admin, who completes it', async () => {
    const [id] = await pendingIds();
    const first = await decide(finance, id!, 'completed');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'pending',
      first_approved_by: 'finance@rewards.test',
      decided_by: null,
      needs_second_approval: true,
    });
    const again = await decide(finance, id!, 'completed');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'A second admin must approve this withdrawal',
      reason: 'needs_second_approver',
    });
    const second = await decide(owner, id!, 'completed');
    expect(second.json().data).toMatchObject({
      status: 'completed',
      first_approved_by: 'finance@rewards.test',
      decided_by: 'admin@rewards.test',
    });
    expect(await auditActions(id!)).toEqual(['withdrawal.first_approve', 'withdrawal.decide']);
  });

  it('either admin may reject a withdrawal awaiting its second approval', async () => {
    const [, id] = await pendingIds();
    await decide(owner, id!, 'completed');
    const rejected = await decide(owner, id!, 'rejected');
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      decided_by: 'admin@rewards.test',
    });
  });

  it('racing approvals from one admin count once; racing second approvals complete once', async () => {
    const [id] = await pendingIds();
    const ownerAgain = await t.login();
    const firsts = await Promise.all([
      decide(owner, id!, 'completed'),
      decide(ownerAgain, id!, 'completed'),
    ]);
    expect(firsts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const financeAgain = await t.loginAs('finance@rewards.test');
    const seconds = await Promise.all([
      decide(finance, id!, 'completed'),
      decide(financeAgain, id!, 'completed'),
    ]);
    expect(seconds.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditActions(id!)).toEqual(['withdrawal.first_approve', 'withdrawal.decide']);
  });
});
