import { User } from '@rewards/contract';
import { listUsers } from '../../src/users/user-queries';
import { adminRequests } from '../helpers/admin-requests';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

describe('users', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  const { send } = adminRequests(() => ({ t, cookie }));
  const audits = (action: string, entityId: number) =>
    t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('entity_id', '=', entityId)
      .execute();

  it('lists every user ordered by id with the contract shape', async () => {
    const res = await send('GET', '/api/users/all-users');
    expect(res.statusCode).toBe(200);
    const { users } = res.json() as { users: Record<string, unknown>[] };
    expect(users).toHaveLength(12);
    expect(users.map((u) => u.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(Object.keys(users[0] ?? {}).sort()).toEqual(Object.keys(User.properties).sort());
    for (const u of users) {
      expect(u.coin).toMatch(/^\d+\.\d{2}$/);
      expect(u.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof u.verified).toBe('boolean');
      expect(['ok', 'pause', 'block']).toContain(u.status);
    }
  });

  it('toggles trust and audits it with before and after', async () => {
    const res = await send('PUT', '/api/users/4/trust', { trust: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: 4, trust: true });
    const off = await send('PUT', '/api/users/4/trust', { trust: false });
    expect(off.json()).toMatchObject({ success: true, user: { id: 4, trust: false } });
    const rows = await audits('user.trust', 4);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ admin_id: 1, entity: 'user', at: t.clock.now().toISOString() });
    expect(JSON.parse(rows[1]?.before_json ?? '{}').trust).toBe(true);
    expect(JSON.parse(rows[1]?.after_json ?? '{}').trust).toBe(false);
  });

  it('applies the status rule whatever dates the client sends', async () => {
    const now = t.clock.now().toISOString();
    const pause = await send('PUT', '/api/admin/users/5/status', {
      status: 'pause',
      pause_start: '2001-01-01T00:00:00Z',
      block_date: '2001-01-01',
    });
    expect(pause.json().user).toMatchObject({
      status: 'pause',
      pause_start: now,
      block_date: null,
    });
    t.clock.advance(1000);
    const later = t.clock.now().toISOString();
    const block = await send('PUT', '/api/admin/users/5/status', {
      status: 'block',
      pause_start: now,
      block_date: null,
    });
    expect(block.json().user).toMatchObject({
      status: 'block',
      pause_start: null,
      block_date: later,
    });
    const ok = await send('PUT', '/api/admin/users/5/status', {
      status: 'ok',
      pause_start: later,
      block_date: later,
    });
    expect(ok.json().user).toMatchObject({ status: 'ok', pause_start: null, block_date: null });
    expect(await audits('user.status', 5)).toHaveLength(3);
  });

  it('stores the wallet exactly in minor units', async () => {
    for (const [coin, text, minor] of [
      [19.99, '19.99', 1999],
      [0.1, '0.10', 10],
      [1250, '1250.00', 125000],
      [0, '0.00', 0],
      [10_000_000, '10000000.00', 1_000_000_000],
    ] as const) {
      const res = await send('PUT', '/api/admin/users/6/wallet', { coin });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.coin).toBe(text);
      const row = await t.app.db
        .selectFrom('users')
        .select('coin_minor')
        .where('id', '=', 6)
        .executeTakeFirstOrThrow();
      expect(row.coin_minor).toBe(minor);
    }
    expect(await audits('user.wallet', 6)).toHaveLength(5);
  });

  it.each([[12.345], [-1], [10_000_000.01], ['12'], [null], [1e21]])(
    'rejects wallet value %p with the wallet message',
    async (coin) => {
      const res = await send('PUT', '/api/admin/users/6/wallet', { coin } as object);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Wallet must be a non-negative amount with at most 2 decimals',
      });
    },
  );

  it('approves a payment once; a second approval is a 409', async () => {
    const pending = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('payment_status', '=', 0)
      .executeTakeFirstOrThrow();
    const first = await send('PUT', `/api/users/${pending.id}/payment-status`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Payment approved',
      user: { id: pending.id, payment_status: true },
    });
    const second = await send('PUT', `/api/users/${pending.id}/payment-status`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: 'Payment already approved' });
    expect(await audits('user.payment_approve', pending.id)).toHaveLength(1);
  });

  it('answers 404 for a user that does not exist', async () => {
    const calls = [
      send('PUT', '/api/users/999/trust', { trust: true }),
      send('PUT', '/api/users/999/payment-status'),
      send('PUT', '/api/admin/users/999/status', { status: 'ok' }),
      send('PUT', '/api/admin/users/999/wallet', { coin: 1 }),
      send('DELETE', '/api/admin/users/999'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'User not found' });
    }
  });

  it('deletes a user with their rows, unlinks referrals and keeps counts true', async () => {
    const users = (await send('GET', '/api/users/all-users')).json().users as User[];
    // A user who both referred someone and was referred by someone.
    const victim =
      users.find((u) => u.reference_count > 0 && u.under_ref !== null) ??
      users.find((u) => u.reference_count > 0);
    if (!victim) throw new Error('seed has no referrer');
    const referrer = users.find((u) => u.reference_code === victim.under_ref);
    const referred = users.filter((u) => u.under_ref === victim.reference_code).map((u) => u.id);
    const dependentTables = [
      'wallet_transactions',
      'withdrawals',
      'crypto_payments',
      'notifications',
      'quiz_completions',
    ] as const;
    let dependentRows = 0;
    for (const table of dependentTables) {
      dependentRows += (
        await t.app.db.selectFrom(table).select('id').where('user_id', '=', victim.id).execute()
      ).length;
    }
    expect(dependentRows).toBeGreaterThan(0);
    const res = await send('DELETE', `/api/admin/users/${victim.id}`);
    expect(res.json()).toEqual({ success: true, message: 'User deleted' });
    const after = (await send('GET', '/api/users/all-users')).json().users as User[];
    expect(after.find((u) => u.id === victim.id)).toBeUndefined();
    for (const id of referred) expect(after.find((u) => u.id === id)?.under_ref).toBeNull();
    if (referrer)
      expect(after.find((u) => u.id === referrer.id)?.reference_count).toBe(
        referrer.reference_count - 1,
      );
    for (const table of dependentTables) {
      const left = await t.app.db
        .selectFrom(table)
        .select('id')
        .where('user_id', '=', victim.id)
        .execute();
      expect(left).toEqual([]);
    }
    const [audit] = await audits('user.delete', victim.id);
    expect(JSON.parse(audit?.before_json ?? '{}').id).toBe(victim.id);
    expect(audit?.after_json).toBeNull();
    expect((await send('DELETE', `/api/admin/users/${victim.id}`)).statusCode).toBe(404);
  });

  it('the SQLite-built list is exactly the row mapper applied to every user', async () => {
    await send('PUT', '/api/admin/users/7/wallet', { coin: 0.05 });
    await send('PUT', '/api/admin/users/8/wallet', { coin: 1234567.89 });
    await send('PUT', '/api/admin/users/9/status', { status: 'pause' });
    const res = await send('GET', '/api/users/all-users');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const viaSql = res.json().users as User[];
    expect(viaSql).toEqual(await listUsers(t.app.db));
    expect(viaSql.find((u) => u.id === 7)?.coin).toBe('0.05');
    expect(viaSql.find((u) => u.id === 8)?.coin).toBe('1234567.89');
    // Nulls and both booleans occur, so the comparison covers them.
    expect(
      viaSql.some((u) => u.under_ref === null) && viaSql.some((u) => u.under_ref !== null),
    ).toBe(true);
    expect(new Set(viaSql.map((u) => u.trust))).toEqual(new Set([true, false]));
  });
});
