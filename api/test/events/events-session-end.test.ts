import type { Role } from '@rewards/contract';
import type { Kysely } from 'kysely';
import { databaseTarget } from '../../src/config';
import { openDatabase } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import { hashSessionToken } from '../../src/lib/session-token';
import { SeededRandom } from '../../src/seed/random';
import { writeActivity } from '../../src/simulate/app-activity';
import { changes, fastEvents, listen, stream, waitForChange } from '../helpers/event-streams';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Decision 015: a stream must stop carrying events once its session ends or its role loses
// them, not at the next heartbeat (up to 15 s: 24-28 money events went out after a sign-out).
// The heartbeat here is a minute, so it never runs during a test.
describe('the event stream after a sign-out, a disabled account or a demotion', () => {
  let t: TestContext;
  let base: string;
  let outside: Kysely<Database>;
  let owner: string;
  let seed = 100;

  beforeAll(async () => {
    t = await createTestApp({ events: fastEvents({ heartbeatMs: 60_000 }) });
    base = await listen(t);
    // Another instance's writes: straight into the shared database, this API is not told.
    outside = openDatabase(databaseTarget(t.config));
    owner = await t.login();
  });
  afterAll(async () => {
    await outside?.destroy();
    await t?.close();
  });

  const setRole = (email: string, role: Role) =>
    outside.updateTable('admins').set({ role }).where('email', '=', email).execute();
  const newWithdrawal = async () =>
    (await writeActivity(outside, new SeededRandom((seed += 1)), 'withdrawal', Date.now()))!.id;

  it('ends at once when its admin signs out here', async () => {
    const cookie = await t.loginAs('support@rewards.test');
    const client = await stream(base, cookie);
    await client.waitFor((m) => m.event === 'ready');
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    await client.ended;
  });

  it('ends at once when an owner disables the admin here', async () => {
    const cookie = await t.loginAs('content@rewards.test');
    const client = await stream(base, cookie);
    await client.waitFor((m) => m.event === 'ready');
    const { id } = await outside
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'content@rewards.test')
      .executeTakeFirstOrThrow();
    const patch = (disabled: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admins/${id}`,
        headers: { cookie: owner },
        payload: { disabled },
      });
    expect((await patch(true)).statusCode).toBe(200);
    await client.ended;
    expect((await patch(false)).statusCode).toBe(200);
  });

  it('gets no event once a sign-out on another instance committed', async () => {
    const cookie = await t.loginAs('finance@rewards.test');
    const client = await stream(base, cookie);
    const all = await stream(base, owner);
    await client.waitFor((m) => m.event === 'ready');
    await all.waitFor((m) => m.event === 'ready');
    const token = decodeURIComponent(cookie.split('=')[1] ?? '');
    await outside
      .deleteFrom('admin_sessions')
      .where('token_hash', '=', hashSessionToken(token))
      .execute();
    const id = await newWithdrawal();
    await waitForChange(all, 'withdrawal.created', id);
    await client.ended;
    expect(changes(client)).toEqual([]);
    all.close();
  });

  it('gets only what the new role may see once a demotion on another instance committed', async () => {
    const cookie = await t.loginAs('finance@rewards.test');
    const client = await stream(base, cookie);
    const all = await stream(base, owner);
    await client.waitFor((m) => m.event === 'ready');
    await all.waitFor((m) => m.event === 'ready');
    await setRole('finance@rewards.test', 'support');
    try {
      const withdrawal = await newWithdrawal();
      const signUp = (await writeActivity(outside, new SeededRandom(7), 'sign-up', Date.now()))!;
      // Support sees sign-ups: once this one is there, the withdrawal's batch has been through.
      await waitForChange(all, 'withdrawal.created', withdrawal);
      await waitForChange(client, 'user.created', signUp.id);
      expect(changes(client).map((e) => e.type)).toEqual(['user.created']);
    } finally {
      await setRole('finance@rewards.test', 'finance');
      client.close();
      all.close();
    }
  });
});
