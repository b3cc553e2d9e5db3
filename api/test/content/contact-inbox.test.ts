import { count, snapshot } from '../helpers/snapshots';
import { adminRequests } from '../helpers/admin-requests';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

interface Row {
  id: number;
  email: string;
  created_at: string;
  read_at: string | null;
  handled_at: string | null;
}

describe('contact inbox (admin)', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  const { send } = adminRequests(() => ({ t, cookie }));
  const list = async () => (await send('GET', '/api/contact-messages')).json().data as Row[];
  const unread = async () =>
    (await send('GET', '/api/contact-messages/unread-count')).json().data.unread as number;

  it('needs a session', async () => {
    for (const url of ['/api/contact-messages', '/api/contact-messages/unread-count']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('lists what visitors sent, newest first, and counts the unread', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Asha', email: 'asha@example.com', message: 'Outage at 9pm' },
    });
    const rows = await list();
    expect(rows[0]).toMatchObject({ email: 'asha@example.com', read_at: null, handled_at: null });
    const stamps = rows.map((r) => r.created_at);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(await unread()).toBe(rows.filter((r) => r.read_at === null).length);
    expect(await unread()).toBeGreaterThan(0);
  });

  it('marks a message read once (the first time stays) and handled, and back to open', async () => {
    const target = (await list()).find((r) => r.read_at === null)!;
    const before = await unread();
    const read = await send('PUT', `/api/contact-messages/${target.id}`, { read: true });
    expect(read.json().data.read_at).toBe(t.clock.now().toISOString());
    expect(await unread()).toBe(before - 1);

    t.clock.advance(60_000);
    const again = await send('PUT', `/api/contact-messages/${target.id}`, { read: true });
    expect(again.json().data.read_at).toBe(read.json().data.read_at);

    const handled = await send('PUT', `/api/contact-messages/${target.id}`, { handled: true });
    expect(handled.json().data).toMatchObject({
      read_at: read.json().data.read_at,
      handled_at: t.clock.now().toISOString(),
    });
    const reopened = await send('PUT', `/api/contact-messages/${target.id}`, { handled: false });
    expect(reopened.json().data.handled_at).toBeNull();
  });

  it('handling an unread message also marks it read', async () => {
    const target = (await list()).find((r) => r.read_at === null)!;
    const res = await send('PUT', `/api/contact-messages/${target.id}`, { handled: true });
    expect(res.json().data.read_at).toBe(t.clock.now().toISOString());
  });

  it('deletes a message; an unknown id is a 404 that changes nothing', async () => {
    const [first] = await list();
    const total = await count(t.app, 'contact_messages');
    const res = await send('DELETE', `/api/contact-messages/${first!.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Message deleted' });
    expect(await count(t.app, 'contact_messages')).toBe(total - 1);

    const before = await snapshot(t.app);
    const gone = await send('DELETE', `/api/contact-messages/${first!.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: 'Message not found' });
    const put = await send('PUT', '/api/contact-messages/9999', { read: true });
    expect(put.statusCode).toBe(404);
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('refuses an empty change with a 400 that names the fields', async () => {
    const [first] = await list();
    const res = await send('PUT', `/api/contact-messages/${first!.id}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Send read and/or handled, each true or false',
    });
  });
});
