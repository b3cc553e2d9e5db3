import type { Kysely } from 'kysely';
import { databaseTarget } from '../../src/config';
import { openDatabase } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import { pruneEvents } from '../../src/events/event-pruning';
import { SeededRandom } from '../../src/seed/random';
import { writeActivity } from '../../src/simulate/app-activity';
import { changes, fastEvents, listen, stream, waitForChange } from '../helpers/event-streams';
import { openSse } from '../helpers/sse-client';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

const HOUR = 3_600_000;

// Decision 015: a reconnect resumes after the last id it saw: every missed event once, nothing
// twice; a resume point older than what was pruned gets `reset` (refetch everything).
describe('the event stream: resume and pruning', () => {
  let t: TestContext;
  let cookie: string;
  let base: string;
  let outside: Kysely<Database>;
  const random = new SeededRandom(17);
  const withdrawal = async () =>
    (await writeActivity(outside, random, 'withdrawal', Date.now()))!.id;

  beforeAll(async () => {
    ({ t, cookie } = await createSignedInApp({ events: fastEvents() }));
    base = await listen(t);
    outside = openDatabase(databaseTarget(t.config));
  });

  afterAll(async () => {
    await outside?.destroy();
    await t?.close();
  });

  it('delivers what was missed while disconnected exactly once, then goes on live', async () => {
    const first = await stream(base, cookie);
    await first.waitFor((m) => m.event === 'ready');
    const seenId = await withdrawal();
    const seen = await waitForChange(first, 'withdrawal.created', seenId);
    first.close();

    const missed: number[] = [];
    for (let i = 0; i < 5; i += 1) missed.push(await withdrawal());
    const again = await stream(base, cookie, { 'last-event-id': String(seen.id) });
    const ready = await again.waitFor((m) => m.event === 'ready');
    expect(ready).toMatchObject({ id: String(seen.id), data: { lastId: seen.id } });
    await waitForChange(again, 'withdrawal.created', missed[4]!);
    const live = await withdrawal();
    await waitForChange(again, 'withdrawal.created', live);

    const delivered = changes(again).map((e) => e.entityId);
    expect(delivered).toEqual([...missed, live]);
    again.close();
  });

  it('resumes from ?since= as from Last-Event-ID', async () => {
    const mark = await stream(base, cookie);
    const { data } = await mark.waitFor((m) => m.event === 'ready');
    mark.close();
    const id = await withdrawal();
    const client = await openSse(
      `${base}/api/events?since=${(data as { lastId: number }).lastId}`,
      {
        cookie,
      },
    );
    await waitForChange(client, 'withdrawal.created', id);
    expect(changes(client).map((e) => e.entityId)).toEqual([id]);
    client.close();
  });

  it('prunes by age and by count, always keeping the newest event', async () => {
    for (let i = 0; i < 4; i += 1) await withdrawal();
    const count = async () =>
      Number(
        (
          await outside
            .selectFrom('change_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const events = { ...t.config.events, keepMax: 3 };
    await pruneEvents(outside, events, Date.now());
    expect(await count()).toBe(3);
    await pruneEvents(outside, { ...events, keepHours: 1 }, Date.now() + 2 * HOUR);
    expect(await count()).toBe(1);
  });

  it('answers a resume point older than the oldest kept event with reset, then goes on', async () => {
    const client = await stream(base, cookie, { 'last-event-id': '1' });
    const reset = await client.waitFor((m) => m.event === 'reset' || m.event === 'ready');
    expect(reset.event).toBe('reset');
    const id = await withdrawal();
    await waitForChange(client, 'withdrawal.created', id);
    client.close();
  });

  it('answers a resume point newer than any event (another database) with reset', async () => {
    const client = await stream(base, cookie, { 'last-event-id': '999999999' });
    const first = await client.waitFor((m) => m.event === 'reset' || m.event === 'ready');
    expect(first.event).toBe('reset');
    client.close();
  });
});
