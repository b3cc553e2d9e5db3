import type { EventType } from '@rewards/contract';
import { type Kysely, sql } from 'kysely';
import { databaseTarget } from '../../src/config';
import { openDatabase } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import { TRACKED_TABLES } from '../../src/db/tracked-tables';
import { SeededRandom } from '../../src/seed/random';
import { writeActivity } from '../../src/simulate/app-activity';
import { changes, fastEvents, listen, stream, waitForChange } from '../helpers/event-streams';
import type { SseClient } from '../helpers/sse-client';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

// Decision 015: every change to a tracked table becomes an event, written by the database's
// triggers, so rows another program writes (here: a second connection, as the app backend or
// the simulator would) arrive exactly like the API's own changes.
describe('change events from database triggers', () => {
  let t: TestContext;
  let cookie: string;
  let base: string;
  let outside: Kysely<Database>;
  let client: SseClient;
  const now = () => new Date().toISOString();

  beforeAll(async () => {
    ({ t, cookie } = await createSignedInApp({ events: fastEvents() }));
    base = await listen(t);
    outside = openDatabase(databaseTarget(t.config));
    client = await stream(base, cookie);
    await client.waitFor((m) => m.event === 'ready');
  });

  afterAll(async () => {
    client?.close();
    await outside?.destroy();
    await t?.close();
  });

  const expectEvent = (type: EventType, id: number) => waitForChange(client, type, id);

  it('announces an insert, an update and a delete on every tracked table written outside the API', async () => {
    const userId = (
      await outside
        .insertInto('users')
        .values({
          full_name: 'Outside Writer',
          email: 'outside@example.com',
          dob: null,
          country_code: null,
          phone_number: null,
          gender: null,
          verified: 0,
          coin_minor: 0,
          business_plan: null,
          payment_status: 0,
          day_count: 0,
          trust: 0,
          under_ref: null,
          reference_count: 0,
          reference_code: 'OUTSIDE1',
          created_at: now(),
          status: 'ok',
          pause_start: null,
          block_date: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const rows: Record<string, () => Promise<number>> = {
      users: async () => userId,
      wallet_transactions: async () =>
        (
          await outside
            .insertInto('wallet_transactions')
            .values({
              user_id: userId,
              amount_minor: 100,
              method: 'UPI',
              utr_number: '123456789012',
              due: 0,
              payment_date: now(),
              status: 'pending',
              screenshot_file: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      withdrawals: async () =>
        (await writeActivity(outside, new SeededRandom(1), 'withdrawal', Date.now()))!.id,
      crypto_payments: async () =>
        (await writeActivity(outside, new SeededRandom(2), 'crypto-payment', Date.now()))!.id,
      contact_messages: async () =>
        (
          await outside
            .insertInto('contact_messages')
            .values({
              name: 'A',
              email: 'a@example.com',
              message: 'Hi',
              ip: null,
              created_at: now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      banners: async () =>
        (
          await outside
            .insertInto('banners')
            .values({ file_name: 'x.png', created_at: now() })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      quizzes: async () =>
        (
          await outside
            .insertInto('quizzes')
            .values({
              question: 'Q?',
              option_a: 'a',
              option_b: 'b',
              option_c: 'c',
              option_d: 'd',
              correct_option: 'A',
              created_at: now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      videos: async () =>
        (
          await outside
            .insertInto('videos')
            .values({
              title: 'V',
              video_url: 'https://example.com/v',
              file_name: null,
              created_at: now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      notifications: async () =>
        (
          await outside
            .insertInto('notifications')
            .values({ user_id: userId, message: 'Hello', created_at: now() })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      upi_settings: async () => 1,
      wallet_changes: async () =>
        (
          await outside
            .insertInto('wallet_changes')
            .values({
              user_id: userId,
              from_minor: 0,
              to_minor: 100,
              status: 'pending',
              requested_by: 1,
              requested_at: now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      // Kind, item, holder, claimed at, expires at: the event names the item.
      review_claims: async () => {
        await sql`insert into review_claims values ('withdrawal', 9, 1, ${now()}, ${now()})`.execute(
          outside,
        );
        return 9;
      },
    };
    expect(Object.keys(rows).sort()).toEqual(TRACKED_TABLES.map((x) => x.table).sort());

    const made = new Map<string, number>();
    for (const { entity, table, idColumn = 'id', adminId } of TRACKED_TABLES) {
      const id = await rows[table]!();
      made.set(table, id);
      if (table !== 'upi_settings') {
        const created = await expectEvent(`${entity}.created`, id);
        // A row naming its own admin (a wallet change's requester, a claim's holder) says so.
        expect(created.adminId).toBe(adminId ? 1 : null);
      }
      await outside
        .updateTable(table as 'banners')
        .set({ [idColumn]: id })
        .where(idColumn as 'id', '=', id)
        .execute();
      await expectEvent(`${entity}.updated`, id);
    }
    // Children first: deleting the user would cascade (and announce) the rest anyway.
    for (const { entity, table, idColumn = 'id' } of [...TRACKED_TABLES].reverse()) {
      if (table === 'upi_settings') continue;
      const id = made.get(table)!;
      await outside
        .deleteFrom(table as 'banners')
        .where(idColumn as 'id', '=', id)
        .execute();
      await expectEvent(`${entity}.deleted`, id);
    }
  });

  it('carries small facts only: the owning user and the status', async () => {
    const activity = await writeActivity(outside, new SeededRandom(3), 'withdrawal', Date.now());
    const event = await expectEvent('withdrawal.created', activity!.id);
    const row = await outside
      .selectFrom('withdrawals')
      .select(['user_id', 'status'])
      .where('id', '=', activity!.id)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      id: expect.any(Number),
      type: 'withdrawal.created',
      entityId: activity!.id,
      at: expect.any(Number),
      adminId: null,
      userId: row.user_id,
      status: 'pending',
    });
  });

  it('names the admin behind a change made through the API, and updates the counts', async () => {
    const activity = await writeActivity(outside, new SeededRandom(4), 'withdrawal', Date.now());
    await expectEvent('withdrawal.created', activity!.id);
    const pending = (
      await t.app.inject({ method: 'GET', url: '/api/events/counts', headers: { cookie } })
    ).json<{ data: { pendingWithdrawals: number } }>().data.pendingWithdrawals;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/withdrawals/${activity!.id}`,
      headers: { cookie },
      payload: { status: 'completed' },
    });
    expect(res.statusCode).toBe(200);
    const event = await expectEvent('withdrawal.updated', activity!.id);
    expect([event.adminId, event.status]).toEqual([1, 'completed']);
    const counts = await client.waitFor(
      (m) =>
        m.event === 'counts' &&
        (m.data as { pendingWithdrawals: number }).pendingWithdrawals === pending - 1,
    );
    expect(counts.data).toMatchObject({ pendingWithdrawals: pending - 1 });
  });

  it('delivers each event once, in id order', () => {
    const ids = changes(client).map((e) => e.id);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
  });
});
