import { adminRequests } from '../helpers/admin-requests';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

describe('wallet transactions, withdrawals and crypto payments', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  const { send } = adminRequests(() => ({ t, cookie }));

  describe('wallet', () => {
    it('lists transactions with user info, money strings and booleans, newest first', async () => {
      const res = await send('GET', '/api/wallet/all');
      expect(res.statusCode).toBe(200);
      const { data } = res.json() as { data: Record<string, unknown>[] };
      expect(data.length).toBeGreaterThanOrEqual(24);
      expect(data[0]).toEqual({
        id: expect.any(Number),
        user_id: expect.any(Number),
        full_name: expect.any(String),
        email: expect.any(String),
        amount: expect.stringMatching(/^\d+\.\d{2}$/),
        method: expect.stringMatching(/^(UPI|SCANNER|CRYPTO)$/),
        utr_number: expect.any(String),
        due: expect.any(Boolean),
        payment_date: expect.any(String),
        status: expect.stringMatching(/^(pending|completed)$/),
      });
      const dates = data.map((d) => d.payment_date as string);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(new Set(data.map((d) => d.method))).toEqual(new Set(['UPI', 'SCANNER', 'CRYPTO']));
    });

    it('toggles the due flag and audits it', async () => {
      const on = await send('PUT', '/api/wallet-due/3', { due: true });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({ success: true, data: { id: 3, due: true } });
      const off = await send('PUT', '/api/wallet-due/3', { due: false });
      expect(off.json().data.due).toBe(false);
      const audits = await t.app.db
        .selectFrom('audit_log')
        .select('after_json')
        .where('action', '=', 'wallet.due')
        .where('entity_id', '=', 3)
        .execute();
      expect(audits.map((a) => a.after_json)).toEqual(['{"due":true}', '{"due":false}']);
      expect((await send('PUT', '/api/wallet-due/9999', { due: true })).statusCode).toBe(404);
    });

    it('serves the screenshot bytes with the real content type and nosniff', async () => {
      const row = await t.app.db
        .selectFrom('wallet_transactions')
        .select(['id', 'screenshot_file'])
        .where('screenshot_file', 'is not', null)
        .executeTakeFirstOrThrow();
      const res = await send('GET', `/api/wallet/${row.id}/screenshot`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const stored = await t.app.uploads.open(row.screenshot_file as string);
      expect(res.rawPayload.equals(Buffer.concat((await stored?.stream.toArray()) ?? []))).toBe(
        true,
      );
    });

    it('answers 404 JSON when there is no screenshot or no transaction', async () => {
      const none = await t.app.db
        .selectFrom('wallet_transactions')
        .select('id')
        .where('screenshot_file', 'is', null)
        .executeTakeFirstOrThrow();
      for (const url of [`/api/wallet/${none.id}/screenshot`, '/api/wallet/9999/screenshot']) {
        const res = await send('GET', url);
        expect(res.statusCode).toBe(404);
        expect(res.json().success).toBe(false);
      }
    });
  });

  describe('withdrawals', () => {
    it('lists withdrawals with payout details for every method and status', async () => {
      const res = await send('GET', '/api/withdrawals/all');
      const { data } = res.json() as { data: Record<string, unknown>[] };
      expect(new Set(data.map((d) => d.method))).toEqual(
        new Set(['upi', 'crypto', 'bank', 'other']),
      );
      expect(new Set(data.map((d) => d.status))).toEqual(
        new Set(['pending', 'completed', 'rejected']),
      );
      const bank = data.find((d) => d.method === 'bank');
      expect(bank).toMatchObject({
        bank_holder_name: expect.any(String),
        bank_name: expect.any(String),
        ifsc_code: expect.any(String),
        upi_address: null,
      });
      expect(data.find((d) => d.method === 'upi')?.upi_address).toMatch(/@/);
      expect(data[0]?.amount).toMatch(/^\d+\.\d{2}$/);
      // The two-person rule is off by default: no row needs a second approval.
      expect(data.every((d) => d.needs_second_approval === false)).toBe(true);
    });

    it('decides a pending withdrawal once; later decisions are a 409', async () => {
      const pending = await t.app.db
        .selectFrom('withdrawals')
        .select('id')
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const ok = await send('PUT', `/api/withdrawals/${pending.id}`, { status: 'rejected' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        success: true,
        data: { id: pending.id, status: 'rejected' },
      });
      const again = await send('PUT', `/api/withdrawals/${pending.id}`, { status: 'completed' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        message: 'Withdrawal was already rejected',
        reason: 'already_decided',
      });
      const row = await t.app.db
        .selectFrom('withdrawals')
        .select(['status', 'decided_at'])
        .where('id', '=', pending.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'rejected', decided_at: t.clock.now().toISOString() });
    });

    it('two concurrent decisions: exactly one 200 and one 409, one audit row', async () => {
      const pending = await t.app.db
        .selectFrom('withdrawals')
        .select('id')
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const [a, b] = await Promise.all([
        send('PUT', `/api/withdrawals/${pending.id}`, { status: 'completed' }),
        send('PUT', `/api/withdrawals/${pending.id}`, { status: 'rejected' }),
      ]);
      expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
      const winner = a?.statusCode === 200 ? 'completed' : 'rejected';
      const loser = a?.statusCode === 200 ? b : a;
      expect(loser?.json()).toEqual({
        success: false,
        message: `Withdrawal was already ${winner}`,
        reason: 'already_decided',
      });
      const audits = await t.app.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'withdrawal.decide')
        .where('entity_id', '=', pending.id)
        .execute();
      expect(audits).toHaveLength(1);
    });

    it('reads one withdrawal as the list shows it, and 404s unknown ids', async () => {
      const list = (await send('GET', '/api/withdrawals/all')).json() as {
        data: { id: number }[];
      };
      const listed = list.data[0];
      const res = await send('GET', `/api/withdrawals/${listed?.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: listed });
      const missing = await send('GET', '/api/withdrawals/9999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Withdrawal not found' });
      expect((await send('GET', '/api/withdrawals/abc')).statusCode).toBe(400);
    });

    it('only accepts completed or rejected, and 404s unknown ids', async () => {
      const pending = await t.app.db
        .selectFrom('withdrawals')
        .select('id')
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const back = await send('PUT', `/api/withdrawals/${pending.id}`, { status: 'pending' });
      expect(back.statusCode).toBe(400);
      expect(back.json()).toEqual({
        success: false,
        message: 'status must be one of: completed, rejected',
      });
      const missing = await send('PUT', '/api/withdrawals/9999', { status: 'completed' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Withdrawal not found' });
    });
  });

  describe('crypto payments', () => {
    it('lists payments over every currency, network and status', async () => {
      const res = await send('GET', '/api/admin/all-payments');
      expect(res.statusCode).toBe(200);
      const { payments } = res.json() as { payments: Record<string, unknown>[] };
      expect(new Set(payments.map((p) => p.currency))).toEqual(new Set(['USDT', 'ETH', 'BTC']));
      expect(new Set(payments.map((p) => p.network))).toEqual(
        new Set(['TRON', 'BSC', 'POLYGON', 'ETH', 'AVALANCHE']),
      );
      expect(new Set(payments.map((p) => p.payment_status))).toEqual(
        new Set(['pending', 'confirmed', 'failed']),
      );
      expect(payments[0]).toMatchObject({
        amount: expect.stringMatching(/^\d+\.\d{2}$/),
        order_id: expect.any(String),
      });
      expect(payments.some((p) => p.payment_url === null)).toBe(true);
    });

    it('is read-only: there is no write route', async () => {
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        expect(
          (await t.app.inject({ method, url: '/api/admin/all-payments', headers: { cookie } }))
            .statusCode,
        ).toBe(404);
      }
    });
  });
});
