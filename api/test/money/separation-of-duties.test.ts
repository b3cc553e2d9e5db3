import type { TestContext } from '../helpers/test-app';
import { createTwoPersonApp, OWN_PASSWORD, twoPersonRequests } from '../helpers/two-person';

const HOUR = 3_600_000;
const LINKED =
  'A second approval must come from an admin whose account the first approver did not create or change';
const COOLING =
  'An account created or changed by an admin in the last 72 hours cannot take part in a two-person approval';

// Decision 027; docs/security.md#issue-30-fixed-and-tested, finding 2.
// One owner could satisfy the two-person rule alone by
// creating a finance admin with a password the owner chose.
describe('separation of duties in two-person approvals', () => {
  let t: TestContext;
  let owner: string;
  const { call, sessionOf, pending, newAdmin } = twoPersonRequests(() => t);
  const decide = (cookie: string, id: number) =>
    call(cookie, 'PUT', `/api/withdrawals/${id}`, { status: 'completed' });

  beforeAll(async () => {
    t = await createTwoPersonApp();
    owner = await t.login();
  }, 30_000);
  afterAll(async () => t.close());

  it('refuses a second approval from an account the first approver created, either way', async () => {
    await newAdmin(owner, 'mallory@rewards.test', 'finance');
    t.clock.advance(100 * HOUR); // past the cooling-off: the link alone refuses
    owner = await t.login();
    const mallory = await sessionOf('mallory@rewards.test', OWN_PASSWORD);
    const [a, b] = await pending();
    expect((await decide(owner, a!)).statusCode).toBe(200);
    const second = await decide(mallory, a!);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: LINKED, reason: 'not_permitted' });
    expect((await decide(mallory, b!)).statusCode).toBe(200);
    expect((await decide(owner, b!)).json()).toEqual({
      success: false,
      message: LINKED,
      reason: 'not_permitted',
    });
    const row = await t.app.db
      .selectFrom('withdrawals')
      .select(['status', 'decided_by'])
      .where('id', '=', a!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', decided_by: null });
  });

  it('refuses an account the first approver promoted to a money role', async () => {
    const [supportRow] = await t.app.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'support@rewards.test')
      .execute();
    const promote = await call(owner, 'PATCH', `/api/admins/${supportRow!.id}`, {
      role: 'finance',
    });
    expect(promote.statusCode).toBe(200);
    t.clock.advance(100 * HOUR);
    owner = await t.login();
    const promoted = await t.loginAs('support@rewards.test');
    const [id] = await pending();
    expect((await decide(owner, id!)).statusCode).toBe(200);
    expect((await decide(promoted, id!)).json()).toEqual({
      success: false,
      message: LINKED,
      reason: 'not_permitted',
    });
  });

  it('refuses an account any admin created within the cooling-off (a chain of owners)', async () => {
    const accomplice = await newAdmin(owner, 'olga@rewards.test', 'owner');
    const bob = await newAdmin(accomplice, 'bob@rewards.test', 'finance');
    const [a, b] = await pending();
    expect((await decide(owner, a!)).statusCode).toBe(200);
    expect((await decide(bob, a!)).json()).toEqual({
      success: false,
      message: COOLING,
      reason: 'not_permitted',
    });
    // The other order too: the new account approves first, the owner second.
    expect((await decide(bob, b!)).statusCode).toBe(200);
    expect((await decide(owner, b!)).json()).toEqual({
      success: false,
      message: COOLING,
      reason: 'not_permitted',
    });
    // Once the creation has been on every owner's audit screen for 72 hours, it counts.
    t.clock.advance(73 * HOUR);
    const bobAgain = await sessionOf('bob@rewards.test', OWN_PASSWORD);
    expect((await decide(bobAgain, a!)).json().data).toMatchObject({ status: 'completed' });
  });
});
