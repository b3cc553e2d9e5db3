import { CHANGE_IDS_HEADER } from '@rewards/contract';
import { adminRequests } from '../helpers/admin-requests';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

// docs/architecture.md#live-updates: a write answers the ids of the change
// events it caused, so the tab that applied the answer skips them on its stream.
describe('the change ids of an admin write', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  const { send } = adminRequests(() => ({ t, cookie }));
  const eventsOf = (entity: 'user' | 'withdrawal', id: number) =>
    t.app.db
      .selectFrom('change_events')
      .select(['id', 'admin_id'])
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();

  it("names the event each change wrote, the one the stream sends with the admin's id", async () => {
    const pause = await send('PUT', '/api/admin/users/5/status', { status: 'pause' });
    expect(pause.statusCode).toBe(200);
    const first = (await eventsOf('user', 5)).at(-1);
    expect(pause.headers[CHANGE_IDS_HEADER]).toBe(String(first?.id));
    expect(first?.admin_id).not.toBeNull();

    const trust = await send('PUT', '/api/users/5/trust', { trust: true });
    const second = (await eventsOf('user', 5)).at(-1);
    expect(second?.id).toBeGreaterThan(first?.id ?? Infinity);
    expect(trust.headers[CHANGE_IDS_HEADER]).toBe(String(second?.id));
  });

  it('is absent from reads, refusals and writes that changed nothing tracked', async () => {
    expect((await send('GET', '/api/users?limit=1')).headers[CHANGE_IDS_HEADER]).toBeUndefined();
    const missing = await send('PUT', '/api/admin/users/999999/status', { status: 'ok' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers[CHANGE_IDS_HEADER]).toBeUndefined();
    const invalid = await send('PUT', '/api/admin/users/5/status', { status: 'gone' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers[CHANGE_IDS_HEADER]).toBeUndefined();
  });

  it('never names an event the app backend wrote to the same row', async () => {
    // A write outside the API (no admin): the row's newest event is not this request's.
    await t.app.db.updateTable('users').set({ day_count: 9 }).where('id', '=', 6).execute();
    const before = (await eventsOf('user', 6)).at(-1);
    expect(before?.admin_id).toBeNull();
    const answer = await send('PUT', '/api/users/6/trust', { trust: false });
    const after = (await eventsOf('user', 6)).at(-1);
    expect(answer.headers[CHANGE_IDS_HEADER]).toBe(String(after?.id));
    expect(after?.id).not.toBe(before?.id);
  });
});
