import { BULK_MAX } from '@rewards/contract';
import { addListRows } from '../helpers/list-rows';
import { count as countRows } from '../helpers/snapshots';
import { createTestApp, type TestContext } from '../helpers/test-app';

// `POST <bulk route>/count` (decision 050): the rows a bulk call would name, resolved as the
// call resolves them, counted exactly, under the call's permission, with nothing changed.
describe('bulk counts', () => {
  let t: TestContext;
  let owner: string;
  let content: string;
  const count = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const pendingIds = async () =>
    (
      await t.app.db
        .selectFrom('withdrawals')
        .select('id')
        .where('status', '=', 'pending')
        .orderBy('id')
        .execute()
    ).map((w) => w.id);
  const auditRows = () => countRows(t.app, 'audit_log');

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
    content = await t.loginAs('content@rewards.test');
  }, 30_000);
  afterAll(async () => t.close());

  it("counts a filter's matches exactly and changes nothing", async () => {
    const pending = await pendingIds();
    const before = await auditRows();
    for (const url of [
      '/api/withdrawals/bulk/approve/count',
      '/api/withdrawals/bulk/reject/count',
    ]) {
      const res = await count(owner, url, { filter: { status: 'pending' } });
      expect(res.statusCode).toBe(200);
      // Money decisions also preview each row (the admin review; bulk-withdrawals.test.ts).
      expect(res.json()).toMatchObject({ success: true, data: { total: pending.length } });
    }
    expect(await pendingIds()).toEqual(pending);
    expect(await auditRows()).toBe(before);
  });

  it('counts only the named rows that still match their filter', async () => {
    const [pending] = await pendingIds();
    const decided = await t.app.db
      .selectFrom('withdrawals')
      .select('id')
      .where('status', '!=', 'pending')
      .executeTakeFirstOrThrow();
    const res = await count(owner, '/api/withdrawals/bulk/approve/count', {
      ids: [pending, decided.id],
      filter: { status: 'pending' },
    });
    expect(res.json().data).toMatchObject({ total: 1, preview: { skipped: { left_filter: 1 } } });
  });

  it.each([
    ['no selection', {}, 'No users selected'],
    ['an unknown id', { ids: [987654] }, 'Unknown users: 987654; nothing was changed'],
    ['an action field', { filter: {}, status: 'ok' }, undefined],
  ])('refuses %s with the bulk call’s 400', async (_name, payload, message) => {
    const res = await count(owner, '/api/users/bulk/status/count', payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it('is refused to an admin without the action’s permission', async () => {
    const res = await count(content, '/api/withdrawals/bulk/approve/count', { filter: {} });
    expect(res.statusCode).toBe(403);
  });

  it(`refuses a filter matching more than ${BULK_MAX} rows, as the call would`, async () => {
    for (let from = 0; from <= BULK_MAX; from += 2500)
      await addListRows(t.app.db, 'notifications', 2500, from);
    const before = await t.app.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBeGreaterThan(BULK_MAX);
    const res = await count(owner, '/api/notifications/bulk/delete/count', { filter: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The filter matches more than 10,000 notifications; narrow it (nothing was changed)',
    );
  });
});
