import { fastEvents, listen, stream } from '../helpers/event-streams';
import { createTestApp, type TestContext } from '../helpers/test-app';

// One signed-in admin held 130 streams and with them every connection the shell's proxy had
// to the API: a session may hold a few streams (one per tab), the next is refused.
describe('streams per session', () => {
  let t: TestContext;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ events: fastEvents({ maxStreamsPerSession: 3 }) });
    base = await listen(t);
  });
  afterAll(async () => t?.close());

  it('refuses a session its fourth stream with 429, not another session', async () => {
    const cookie = await t.loginAs('content@rewards.test');
    const open = await Promise.all([1, 2, 3].map(() => stream(base, cookie)));
    expect(open.map((c) => c.status)).toEqual([200, 200, 200]);
    const [refused, other] = await Promise.all([
      stream(base, cookie),
      stream(base, await t.login()),
    ]);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(other.status).toBe(200);
    open[0]!.close();
    await open[0]!.ended;
    const again = await stream(base, cookie);
    expect(again.status).toBe(200);
    for (const c of [...open, refused, other, again]) c.close();
  });
});
