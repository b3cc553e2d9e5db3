import { REFERRALS_SHOWN, User } from '@rewards/contract';
import { createSignedInApp, type TestContext } from '../helpers/test-app';
import { insertFixtureUsers } from '../helpers/user-list-fixtures';

// A user's page (/user-table/:id): GET /api/users/:id and /api/users/:id/referrals.

describe("a user's page: one user and their referrals", () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const userRow = (id: number) =>
    t.app.db
      .selectFrom('users')
      .select(['id', 'reference_code', 'under_ref'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('answers one user in the contract shape', async () => {
    const res = await get('/api/users/3');
    expect(res.statusCode).toBe(200);
    const { user } = res.json() as { user: Record<string, unknown> };
    expect(user.id).toBe(3);
    expect(Object.keys(user).sort()).toEqual(Object.keys(User.properties).sort());
    const listed = (await get('/api/users/all-users')).json().users as { id: number }[];
    expect(user).toEqual(listed.find((u) => u.id === 3));
  });

  it.each([
    ['abc', /id/],
    ['-1', /id/],
    ['0', /id/],
    ['1.5', /id/],
    ['9'.repeat(25), /id/],
  ])('answers a bad id %s with a 400 naming the field', async (id, message) => {
    for (const suffix of ['', '/referrals']) {
      const res = await get(`/api/users/${id}${suffix}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it("answers 404 'User not found' for an id no user ever had", async () => {
    for (const suffix of ['', '/referrals']) {
      const res = await get(`/api/users/999999${suffix}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'User not found' });
    }
  });

  it('says a user was deleted when the audit trail has their deletion', async () => {
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users/12',
      headers: { cookie },
    });
    expect(del.statusCode).toBe(200);
    const res = await get('/api/users/12');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User #12 was deleted');
  });

  it('names the referrer and the users referred: counted, the first ones by id', async () => {
    const referrer = await userRow(2);
    // Users 5..8 signed up with user 2's code; user 2 with user 1's.
    const one = await userRow(1);
    await t.app.db
      .updateTable('users')
      .set({ under_ref: one.reference_code })
      .where('id', '=', 2)
      .execute();
    await t.app.db
      .updateTable('users')
      .set({ under_ref: referrer.reference_code })
      .where('id', 'in', [5, 6, 7, 8])
      .execute();
    const res = await get('/api/users/2/referrals');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.referrer).toMatchObject({ id: 1, reference_code: one.reference_code });
    expect(data.referred.count).toBe(4);
    expect(data.referred.users.map((u: { id: number }) => u.id)).toEqual([5, 6, 7, 8]);
    expect(Object.keys(data.referred.users[0]).sort()).toEqual([
      'email',
      'full_name',
      'id',
      'reference_code',
    ]);
  });

  it(`lists at most ${REFERRALS_SHOWN} referred users and counts them all`, async () => {
    const owner = await userRow(3);
    const extra = REFERRALS_SHOWN + 5;
    await insertFixtureUsers(t.app.db, extra, 500);
    await t.app.db
      .updateTable('users')
      .set({ under_ref: owner.reference_code })
      .where('id', '>', 12)
      .execute();
    const { data } = (await get('/api/users/3/referrals')).json();
    expect(data.referred.count).toBe(extra);
    const ids = data.referred.users.map((u: { id: number }) => u.id);
    expect(ids).toHaveLength(REFERRALS_SHOWN);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
  });

  it('answers no referrer for a user who signed up without a code', async () => {
    await t.app.db.updateTable('users').set({ under_ref: null }).where('id', '=', 4).execute();
    const { data } = (await get('/api/users/4/referrals')).json();
    expect(data.referrer).toBeNull();
  });
});
