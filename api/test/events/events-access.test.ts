import type { EventCounts } from '@rewards/contract';
import type { Kysely } from 'kysely';
import { databaseTarget, loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import { SeededRandom } from '../../src/seed/random';
import { writeActivity } from '../../src/simulate/app-activity';
import { changes, fastEvents, listen, stream, waitForChange } from '../helpers/event-streams';
import { openSse } from '../helpers/sse-client';
import { QUIZ_BODY } from '../helpers/fixtures';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Decision 015: who may open the stream and what each role receives. What ends a stream (a
// sign-out, a disabled account, a demotion): events-session-end.test.ts.
describe('the event stream: access and roles', () => {
  let t: TestContext;
  let base: string;
  let outside: Kysely<Database>;
  let owner: string;
  const roleCookies = new Map<string, string>();

  beforeAll(async () => {
    // Short server timeouts: the stream must outlive them (heartbeats every 300 ms).
    const limits = {
      ...loadConfig({}).limits,
      headersTimeoutMs: 500,
      requestTimeoutMs: 2_000,
      bodyTimeoutMs: 2_000,
      idleTimeoutMs: 400,
      keepAliveTimeoutMs: 300,
    };
    // Signed in before they apply: on a loaded machine a sign-in's body can take longer than
    // the short body timeout to be read (a 408), which is not what these tests are about.
    t = await createTestApp({ events: fastEvents() });
    owner = await t.login();
    for (const role of ['finance', 'content', 'support'])
      roleCookies.set(role, await t.loginAs(`${role}@rewards.test`));
    await t.restart({ limits });
    base = await listen(t);
    outside = openDatabase(databaseTarget(t.config));
  });

  afterAll(async () => {
    await outside?.destroy();
    await t?.close();
  });

  it('refuses a visitor without a session (401) and a malformed Last-Event-ID (400)', async () => {
    const anonymous = await openSse(`${base}/api/events`);
    const malformed = await stream(base, owner, { 'last-event-id': 'abc' });
    const badSince = await openSse(`${base}/api/events?since=-1`, { cookie: owner });
    expect([anonymous.status, malformed.status, badSince.status]).toEqual([401, 400, 400]);
    for (const c of [anonymous, malformed, badSince]) c.close();
  });

  it('is a GET: a foreign Origin does not trip the CSRF guard, and nothing compresses it', async () => {
    const client = await stream(base, owner, {
      origin: 'https://evil.example',
      'accept-encoding': 'gzip, br',
    });
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['content-encoding']).toBeUndefined();
    expect(client.headers['x-content-type-options']).toBe('nosniff');
    await client.waitFor((m) => m.event === 'ready');
    client.close();
  });

  it('outlives the idle, request and body timeouts, with heartbeats', async () => {
    const client = await stream(base, owner);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const activity = await writeActivity(outside, new SeededRandom(7), 'withdrawal', Date.now());
    await waitForChange(client, 'withdrawal.created', activity!.id);
    expect(client.comments()).toBeGreaterThanOrEqual(3);
    client.close();
  });

  it("sends each role only its entities' events and counts", async () => {
    const [finance, content, support] = await Promise.all(
      ['finance', 'content', 'support'].map((role) => stream(base, roleCookies.get(role)!)),
    );
    const all = await stream(base, owner);
    for (const c of [finance!, content!, support!, all])
      await c.waitFor((m) => m.event === 'counts');
    const counts = (c: typeof all) =>
      c.messages.find((m) => m.event === 'counts')?.data as EventCounts;
    expect(counts(content!)).toEqual({
      pendingWithdrawals: null,
      duePayments: null,
      unreadMessages: null,
    });
    expect(counts(support!).pendingWithdrawals).toBeNull();
    expect(counts(support!).unreadMessages).toEqual(expect.any(Number));
    expect(counts(finance!).unreadMessages).toBeNull();

    const withdrawal = await writeActivity(outside, new SeededRandom(8), 'withdrawal', Date.now());
    const signUp = await writeActivity(outside, new SeededRandom(9), 'sign-up', Date.now());
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Visitor', email: 'visitor@example.com', message: 'Hello there' },
    });
    expect(contact.statusCode).toBe(200);
    const quiz = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes',
      headers: { cookie: owner },
      payload: QUIZ_BODY,
    });
    expect(quiz.statusCode).toBe(200);
    // The owner sees all four; waiting for the last one means every stream has had its turn.
    const types = ['withdrawal.created', 'user.created', 'contact_message.created', 'quiz.created'];
    const last = await all.waitFor(
      (m) => m.event === 'change' && (m.data as { type: string }).type === 'quiz.created',
    );
    await finance!.waitFor(
      (m) => m.event === 'change' && (m.data as { type: string }).type === 'user.created',
    );
    await support!.waitFor(
      (m) =>
        m.event === 'change' && (m.data as { type: string }).type === 'contact_message.created',
    );
    await content!.waitFor(
      (m) => m.event === 'change' && (m.data as { type: string }).type === 'quiz.created',
    );
    const seen = (c: typeof all) =>
      [
        ...new Set(
          changes(c)
            .filter((e) => e.id <= Number(last.id))
            .map((e) => e.type),
        ),
      ].sort();
    expect(seen(all)).toEqual(expect.arrayContaining(types));
    expect(seen(finance!)).toEqual(['user.created', 'withdrawal.created']);
    expect(seen(content!)).toEqual(['quiz.created']);
    expect(seen(support!)).toEqual(['contact_message.created', 'user.created']);
    expect([withdrawal, signUp].every(Boolean)).toBe(true);
    for (const c of [finance!, content!, support!, all]) c.close();
  });
});
