import { pngBytes, svgBytes } from '../helpers/fixtures';
import { count } from '../helpers/snapshots';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

describe('notifications, UPI settings and the contact form', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp({ contactRateLimit: 6 })));
  afterAll(async () => t.close());

  const send = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = { cookie },
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  describe('notifications', () => {
    it('lists notifications newest first with the user name and email', async () => {
      const { data } = (await send('GET', '/api/notifications/all')).json() as {
        data: { created_at: string; full_name: string }[];
      };
      expect(data.length).toBeGreaterThanOrEqual(15);
      expect(data[0]).toEqual({
        id: expect.any(Number),
        user_id: expect.any(Number),
        full_name: expect.any(String),
        email: expect.any(String),
        message: expect.any(String),
        created_at: expect.any(String),
      });
      const stamps = data.map((d) => d.created_at);
      expect([...stamps].sort().reverse()).toEqual(stamps);
    });

    it('adds a notification for an existing user (trimmed) and audits it', async () => {
      const res = await send('POST', '/api/notifications', {
        user_id: 2,
        message: '  Your bonus is here  ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: {
          user_id: 2,
          message: 'Your bonus is here',
          created_at: t.clock.now().toISOString(),
        },
      });
      const list = (await send('GET', '/api/notifications/all')).json().data;
      expect(list[0].id).toBe(res.json().data.id);
      expect(await count(t.app, 'audit_log')).toBeGreaterThan(0);
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select('entity_id')
        .where('action', '=', 'notification.create')
        .executeTakeFirstOrThrow();
      expect(audit.entity_id).toBe(res.json().data.id);
    });

    it('says User not found for an unknown user and stores nothing', async () => {
      const before = await count(t.app, 'notifications');
      const res = await send('POST', '/api/notifications', { user_id: 4242, message: 'hello' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'User not found' });
      expect(await count(t.app, 'notifications')).toBe(before);
    });

    it('edits a message; blank or unknown is rejected', async () => {
      const ok = await send('PUT', '/api/notifications/1', { message: 'Updated text' });
      expect(ok.json()).toMatchObject({ success: true, data: { id: 1, message: 'Updated text' } });
      const blank = await send('PUT', '/api/notifications/1', { message: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ success: false, message: 'message must not be blank' });
      expect((await send('PUT', '/api/notifications/9999', { message: 'x' })).statusCode).toBe(404);
    });
  });

  describe('UPI settings', () => {
    const pngUrl = `data:image/png;base64,${pngBytes().toString('base64')}`;

    it('returns the seeded UPI id and QR data URL', async () => {
      const res = await send('GET', '/api/get-upi');
      expect(res.json()).toEqual({
        success: true,
        upiId: 'rewards.admin@okaxis',
        qrCode: expect.stringMatching(/^data:image\/png;base64,/),
      });
    });

    it('updates both and audits a fingerprint instead of the image', async () => {
      const res = await send('POST', '/api/update-upi', {
        upiId: 'shop.owner-1@okhdfcbank',
        qrCode: pngUrl,
      });
      expect(res.json()).toEqual({ success: true, message: 'UPI details updated' });
      expect((await send('GET', '/api/get-upi')).json()).toEqual({
        success: true,
        upiId: 'shop.owner-1@okhdfcbank',
        qrCode: pngUrl,
      });
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select('after_json')
        .where('action', '=', 'upi.update')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after_json ?? '{}')).toEqual({
        upiId: 'shop.owner-1@okhdfcbank',
        qrCode: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
      });
    });

    it.each([
      ['no bank', 'plainname'],
      ['1-letter bank', 'a@b'],
      ['digit in bank', 'name@bank1'],
      ['space', 'sp ace@bank'],
      ['no name', '@bank'],
      ['257-char name', `${'x'.repeat(257)}@bank`],
    ])('rejects a UPI id with %s', async (_label, upiId) => {
      const res = await send('POST', '/api/update-upi', { upiId, qrCode: pngUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Invalid UPI ID format (expected name@bank)',
      });
    });

    it('rejects a QR whose bytes are not the declared image type, or not an image data URL', async () => {
      const bad = [
        `data:image/png;base64,${svgBytes().toString('base64')}`,
        `data:image/jpeg;base64,${pngBytes().toString('base64')}`,
        `data:image/svg+xml;base64,${svgBytes().toString('base64')}`,
        'https://example.com/qr.png',
      ];
      for (const qrCode of bad) {
        const res = await send('POST', '/api/update-upi', { upiId: 'good@bank', qrCode });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(
          'QR code must be a PNG, JPEG or WEBP image data URL of at most 2 MB',
        );
      }
      expect((await send('GET', '/api/get-upi')).json().upiId).toBe('shop.owner-1@okhdfcbank');
    });

    it('rejects a QR image over 2 MB', async () => {
      const big = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]);
      const res = await send('POST', '/api/update-upi', {
        upiId: 'good@bank',
        qrCode: `data:image/png;base64,${big.toString('base64')}`,
      });
      expect(res.statusCode).toBe(400);
    });

    it('clears the QR with null', async () => {
      await send('POST', '/api/update-upi', { upiId: 'good@bank', qrCode: null });
      expect((await send('GET', '/api/get-upi')).json()).toEqual({
        success: true,
        upiId: 'good@bank',
        qrCode: null,
      });
    });
  });

  describe('contact form (public)', () => {
    it('stores a valid message without a session', async () => {
      const res = await send(
        'POST',
        '/api/contact',
        { name: ' Asha ', email: 'asha@example.com', message: 'Hello there' },
        {},
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Message received' });
      const row = await t.app.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('email', '=', 'asha@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Asha',
        email: 'asha@example.com',
        message: 'Hello there',
        read_at: null,
        handled_at: null,
      });
    });

    it('answers a filled honeypot as usual and stores nothing', async () => {
      const before = await count(t.app, 'contact_messages');
      const res = await send(
        'POST',
        '/api/contact',
        { name: 'Bot', email: 'bot@example.com', message: 'Buy', website: 'https://spam.test' },
        {},
      );
      expect(res.json()).toEqual({ success: true, message: 'Message received' });
      expect(await count(t.app, 'contact_messages')).toBe(before);
    });

    it.each([
      [
        'a bad email',
        { name: 'A', email: 'not-an-email', message: 'x' },
        'email must be a valid email',
      ],
      ['a missing field', { name: 'A', email: 'a@b.co' }, 'message is required'],
      [
        'an oversized name',
        { name: 'A'.repeat(101), email: 'a@b.co', message: 'x' },
        'name must be at most 100 characters',
      ],
      [
        'an extra field',
        { name: 'A', email: 'a@b.co', message: 'x', phone: '1' },
        'phone is not an allowed field',
      ],
    ])('rejects %s', async (_label, payload, message) => {
      const res = await send('POST', '/api/contact', payload, {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });

    it('is rate limited per IP', async () => {
      const before = await count(t.app, 'contact_messages');
      // 6 posts above used up the limit of 6 per minute (validation failures count too).
      const res = await send(
        'POST',
        '/api/contact',
        { name: 'A', email: 'a@b.co', message: 'x' },
        {},
      );
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many requests/);
      expect(await count(t.app, 'contact_messages')).toBe(before);
    });
  });
});
