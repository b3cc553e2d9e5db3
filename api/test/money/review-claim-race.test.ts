import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { claimItem } from '../../src/money/review-claims';
import { adminAccountRequests } from '../helpers/admin-account-requests';
import { adminIdOf } from '../helpers/admin-ids';
import { reviewFixtures } from '../helpers/review-fixtures';
import { createTestApp, type TestContext } from '../helpers/test-app';

/**
 * The database as claimItem sees it, with another admin's decision landing between its check
 * that the item waits and the claim's own transaction: the window two API instances opened.
 */
function decidedInBetween(db: Kysely<Database>, decide: () => Promise<unknown>): Kysely<Database> {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return () => ({
          execute: async <T>(
            work: Parameters<ReturnType<typeof target.transaction>['execute']>[0],
          ) => {
            await decide();
            return target.transaction().execute(work) as Promise<T>;
          },
        });
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('a claim racing a decision', () => {
  let t: TestContext;
  let finance: string;
  const f = reviewFixtures(() => t);
  const { call } = adminAccountRequests(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
    finance = await t.loginAs('finance@rewards.test');
    await f.clearPending();
  }, 30_000);
  afterAll(async () => t.close());

  it('does not stand when the item was decided after the check and before the claim', async () => {
    const item = await f.withdrawal(1, 500, 10);
    const decide = async () => {
      const claimed = await call(finance, 'POST', `/api/review/items/withdrawal/${item}/claim`);
      expect(claimed.statusCode).toBe(200);
      const body = { decision: 'approve' };
      const decided = await call(
        finance,
        'POST',
        `/api/review/items/withdrawal/${item}/decision`,
        body,
      );
      expect(decided.statusCode).toBe(200);
    };
    const owner = {
      adminId: await adminIdOf(t, 'admin@rewards.test'),
      at: t.clock.now().toISOString(),
      ip: null,
    };
    const racing = decidedInBetween(t.app.db, decide);
    await expect(
      claimItem(racing, owner, 'admin@rewards.test', 'withdrawal', item),
    ).rejects.toMatchObject({ statusCode: 409, reason: 'already_decided' });
    const claims = await t.app.db.selectFrom('review_claims').selectAll().execute();
    expect(claims).toEqual([]);
  });
});
