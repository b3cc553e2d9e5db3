import { adminAccountRequests } from '../helpers/admin-account-requests';
import { keysOf, reviewFixtures } from '../helpers/review-fixtures';
import { createTestApp, type TestContext } from '../helpers/test-app';

const MINUTE = 60_000;

// Claims: opening an item holds it for a few minutes so another admin's queue skips it; a
// claim ends on a decision, a release or its expiry, is taken over (audited) once expired, and
// never blocks a decision.
describe('review claims', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;
  let item = 0;
  const f = reviewFixtures(() => t);
  const { call } = adminAccountRequests(() => t.app);
  const claim = (cookie: string, id = item, kind = 'withdrawal') =>
    call(cookie, 'POST', `/api/review/items/${kind}/${id}/claim`);
  const release = (cookie: string, id = item) =>
    call(cookie, 'DELETE', `/api/review/items/withdrawal/${id}/claim`);
  const offered = async (cookie: string) =>
    (await call(cookie, 'GET', '/api/review/queue')).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
    await f.clearPending();
  }, 30_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    await f.clearPending();
    item = await f.withdrawal(1, 500, 10);
  });

  it("skips another admin's claimed item and names who holds it", async () => {
    const mine = await claim(owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ held_by: 'admin@rewards.test', took_over: false });
    const other = await offered(finance);
    expect(keysOf(other.items)).toEqual([]);
    expect(other.claimed_by_others).toBe(1);
    // When it lapses, which no event announces: the screen reads the queue again then.
    expect(other.claim_lapse_ms).toBe(3 * MINUTE);
    const own = await offered(owner);
    expect(keysOf(own.items)).toEqual([`withdrawal:${item}`]);
    expect(own.claim_lapse_ms).toBeNull();
    const refused = await claim(finance);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'claimed' });
    expect(refused.json().message).toMatch(/^Being reviewed by admin@rewards\.test until /);
  });

  it("renews its holder's claim and ends it on release", async () => {
    const first = (await claim(owner)).json().data.expires_at;
    t.clock.advance(MINUTE);
    const renewed = (await claim(owner)).json().data.expires_at;
    expect(Date.parse(renewed) - Date.parse(first)).toBe(MINUTE);
    // Another admin's release leaves the claim alone.
    await release(finance);
    expect((await offered(finance)).claimed_by_others).toBe(1);
    expect((await release(owner)).statusCode).toBe(200);
    expect(keysOf((await offered(finance)).items)).toEqual([`withdrawal:${item}`]);
  });

  it('an expired claim is offered again and taken over, in the audit log', async () => {
    await claim(owner);
    t.clock.advance(4 * MINUTE);
    expect(keysOf((await offered(finance)).items)).toEqual([`withdrawal:${item}`]);
    const taken = await claim(finance);
    expect(taken.json().data).toMatchObject({ held_by: 'finance@rewards.test', took_over: true });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'before_json'])
      .where('entity', '=', 'withdrawal')
      .where('entity_id', '=', item)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('review.claim_takeover');
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ heldBy: 'admin@rewards.test' });
  });

  it('never blocks a decision, which ends the claim', async () => {
    await claim(owner);
    const decided = await call(finance, 'POST', `/api/review/items/withdrawal/${item}/decision`, {
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data).toEqual({ kind: 'withdrawal', id: item, outcome: 'completed' });
    const left = await t.app.db.selectFrom('review_claims').selectAll().execute();
    expect(left).toEqual([]);
    expect((await claim(owner)).json()).toMatchObject({ reason: 'already_decided' });
  });

  it('refuses a missing item (404) and an unknown kind (400), writing nothing', async () => {
    expect((await claim(owner, 999_999)).statusCode).toBe(404);
    expect((await claim(owner, item, 'crypto')).statusCode).toBe(400);
    expect(await t.app.db.selectFrom('review_claims').selectAll().execute()).toEqual([]);
  });
});
