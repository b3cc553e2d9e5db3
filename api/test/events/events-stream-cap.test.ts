import type { AppConfig } from '../../src/config';
import { REPLACED_RETRY_MS } from '../../src/events/stream-caps';
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

// The attack review: 40 sessions of one support admin (8 streams each) held every stream connection
// the shell had. An account holds a few streams across all its sessions, its newest replacing
// its oldest; one address holds a few more, the next refused.
function appWithCaps(caps: Partial<AppConfig['events']>) {
  const app = { t: undefined as unknown as TestContext, base: '' };
  beforeAll(async () => {
    app.t = await createTestApp({ events: fastEvents({ maxStreamsPerSession: 2, ...caps }) });
    app.base = await listen(app.t);
  });
  afterAll(async () => app.t?.close());
  return app;
}

describe('streams per account', () => {
  const app = appWithCaps({ maxStreamsPerAdmin: 4 });

  it("ends an account's oldest stream for its newest; other accounts keep theirs", async () => {
    const { t, base } = app;
    const owner = await stream(base, await t.login());
    const sessions = await Promise.all([1, 2, 3].map(() => t.loginAs('support@rewards.test')));
    const held = [];
    for (const cookie of sessions.slice(0, 2))
      for (const _ of [1, 2]) held.push(await stream(base, cookie));
    expect(held.map((c) => c.status)).toEqual([200, 200, 200, 200]);

    const newest = await stream(base, sessions[2]!);
    expect(newest.status).toBe(200);
    await held[0]!.ended;
    // Told to wait before its own reconnect, so tabs beyond the cap do not take turns.
    expect(held[0]!.retryMs()).toBe(REPLACED_RETRY_MS);
    const beats = [owner, ...held.slice(1), newest].map((c) => c.nextComment(3_000));
    await expect(Promise.all(beats)).resolves.toHaveLength(5);
    for (const c of [owner, ...held, newest]) c.close();
  });
});

describe('streams per address', () => {
  const app = appWithCaps({ maxStreamsPerAddress: 7 });

  it('refuses a further stream from an address holding its share, whichever account', async () => {
    const { t, base } = app;
    const accounts = ['finance@rewards.test', 'content@rewards.test', 'support@rewards.test'];
    const open = [];
    for (const email of accounts) {
      const cookie = await t.loginAs(email);
      for (const _ of [1, 2]) open.push(await stream(base, cookie));
    }
    open.push(await stream(base, await t.login()));
    expect(open.map((c) => c.status)).toEqual(open.map(() => 200));
    const refused = await stream(base, await t.login());
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    for (const c of [...open, refused]) c.close();
  });
});
