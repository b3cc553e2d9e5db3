import type { User, UserListPage } from '@rewards/contract';
import { USER_SORT_KEYS } from '@rewards/contract';
import { createSignedInApp, type TestContext } from '../helpers/test-app';
import { insertFixtureUsers } from '../helpers/user-list-fixtures';

// GET /api/users on a real database (SQLite file, or PostgreSQL under api-pg) with 2,600
// users: every row exactly once across pages, under concurrent writes too; search; filters;
// sorts; jumps; bad input.

const USERS = 2_600;
// A ceiling for the tests that page through every row several times (~180 requests): seconds
// alone, but over 20 s on PostgreSQL beside the browser tests on a loaded 2-core machine.
const PAGE_THROUGH_CEILING_MS = 90_000;

describe('the user list query (GET /api/users)', () => {
  let t: TestContext;
  let cookie: string;
  // Every user now, in id order (one test inserts and deletes).
  let everyone: User[];
  const refresh = async () => {
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/users/all-users',
      headers: { cookie },
    });
    everyone = all.json().users as User[];
  };
  beforeAll(async () => {
    ({ t, cookie } = await createSignedInApp({ seedUsers: 0 }));
    await insertFixtureUsers(t.app.db, USERS);
    // A ceiling for a busy machine: an app, its database and a few thousand users.
  }, 60_000);
  beforeEach(refresh);
  afterAll(async () => t.close());

  const request = (query: Record<string, string | number>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: { cookie },
    });
  const page = async (query: Record<string, string | number>): Promise<UserListPage> => {
    const res = await request(query);
    expect(res.statusCode).toBe(200);
    return res.json().data as UserListPage;
  };
  /** Every row of a view, following nextCursor. */
  const pageThrough = async (
    query: Record<string, string | number>,
    between?: () => Promise<void>,
  ) => {
    const rows: User[] = [];
    let cursor: string | null = null;
    do {
      const data: UserListPage = await page({ ...query, ...(cursor ? { cursor } : {}) });
      rows.push(...data.rows);
      cursor = data.nextCursor;
      if (between) await between();
    } while (cursor);
    return rows;
  };
  const ids = (rows: readonly User[]) => rows.map((row) => row.id);

  it(
    'pages through every row exactly once, in the order of one big request',
    async () => {
      for (const sort of [
        'id:asc',
        'name:asc',
        'wallet:desc',
        'verified:asc',
        'since:desc',
        'plan:asc',
      ]) {
        const paged = await pageThrough({ sort, limit: 97 });
        expect(new Set(ids(paged)).size).toBe(USERS);
        const first500 = await page({ sort, limit: 500 });
        expect(ids(paged.slice(0, 500))).toEqual(ids(first500.rows));
      }
      expect(ids(await pageThrough({ limit: 500 }))).toEqual(ids(everyone));
    },
    PAGE_THROUGH_CEILING_MS,
  );

  it(
    'sorts by the key, ties by id in the same direction',
    async () => {
      const byWallet = (await pageThrough({ sort: 'wallet:desc', limit: 500 })).map((u) => [
        Number(u.coin),
        u.id,
      ]);
      const expected = [...byWallet].sort(
        (a, b) => (b[0] as number) - (a[0] as number) || (b[1] as number) - (a[1] as number),
      );
      expect(byWallet).toEqual(expected);
      const byEmail = ids(await pageThrough({ sort: 'email:asc', limit: 500 }));
      const emails = [...everyone].sort((a, b) =>
        a.email < b.email ? -1 : a.email > b.email ? 1 : a.id - b.id,
      );
      expect(byEmail).toEqual(ids(emails));
      for (const key of USER_SORT_KEYS) {
        const data = await page({ sort: `${key}:desc`, limit: 3 });
        expect(data.rows).toHaveLength(3);
        expect(data.total).toBe(USERS);
      }
    },
    PAGE_THROUGH_CEILING_MS,
  );

  it('stays consistent while rows are inserted and deleted between pages', async () => {
    const before = new Set(ids(everyone));
    const deleted = new Set<number>();
    let round = 0;
    const seen = await pageThrough({ sort: 'name:asc', limit: 150 }, async () => {
      round += 1;
      await insertFixtureUsers(t.app.db, 5, 10_000 + round * 5);
      const victims = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', [round * 37, round * 37 + 1000])
        .execute();
      for (const { id } of victims) deleted.add(id);
      await t.app.db
        .deleteFrom('users')
        .where(
          'id',
          'in',
          victims.map((v) => v.id),
        )
        .execute();
    });
    expect(new Set(ids(seen)).size).toBe(seen.length);
    const kept = [...before].filter((id) => !deleted.has(id));
    const seenIds = new Set(ids(seen));
    expect(kept.filter((id) => !seenIds.has(id))).toEqual([]);
    expect(round).toBeGreaterThan(10);
  });

  it('jumps to a position: the same rows as that slice of the order, and pages on from there', async () => {
    const sort = 'name:desc';
    const whole = ids(await pageThrough({ sort, limit: 500 }));
    const jump = await page({ sort, position: 1_234, limit: 50 });
    expect(jump.position).toBe(1_234);
    expect(ids(jump.rows)).toEqual(whole.slice(1_234, 1_284));
    const next = await page({ sort, cursor: jump.nextCursor as string, limit: 50 });
    expect(next.position).toBe(1_284);
    expect(ids(next.rows)).toEqual(whole.slice(1_284, 1_334));
    const pastTheEnd = await page({ sort, position: 10_000_000 });
    expect(pastTheEnd.rows).toEqual([]);
    expect(pastTheEnd.nextCursor).toBeNull();
  });

  it('jumps inside status and trust filters to the rows that keyset paging reaches there', async () => {
    const filters: Record<string, string>[] = [
      { trust: 'yes' },
      { status: 'ok', trust: 'no' },
      { status: 'pause' },
    ];
    for (const filter of filters) {
      for (const sort of ['name:asc', 'wallet:desc', 'since:desc', 'id:desc', 'trust:asc']) {
        const paged = ids(await pageThrough({ ...filter, sort, limit: 500 }));
        const position = Math.floor(paged.length * 0.6);
        const jump = await page({ ...filter, sort, position, limit: 40 });
        const view = { filter, sort };
        expect({ view, rows: ids(jump.rows) }).toEqual({
          view,
          rows: paged.slice(position, position + 40),
        });
        const next = await page({ ...filter, sort, cursor: jump.nextCursor as string, limit: 40 });
        expect(ids(next.rows)).toEqual(paged.slice(position + 40, position + 80));
      }
    }
  });

  const matching = (needle: string, fold = (s: string) => s.toLowerCase()) =>
    everyone.filter((u) =>
      [u.full_name, u.email, u.phone_number ?? '', u.reference_code].some((field) =>
        fold(field).includes(fold(needle)),
      ),
    );
  const unaccent = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

  it('searches name, email, phone and ref code: any case, any accents, any part', async () => {
    for (const search of ['SHARMA', 'alvarez', 'ÁLVAREZ', 'jose', 'zoe mul', 'emilie', "o'ne"]) {
      const found = await pageThrough({ search, limit: 500 });
      expect({ search, ids: ids(found) }).toEqual({ search, ids: ids(matching(search, unaccent)) });
      expect(found.length).toBeGreaterThan(0);
    }
    const phone = (everyone[41]?.phone_number as string).slice(3, 9);
    const refCode = (everyone[1_500]?.reference_code as string).slice(1, 6).toLowerCase();
    for (const search of [phone, refCode, '.77@example', 'q7']) {
      const found = await pageThrough({ search, limit: 500 });
      expect({ search, ids: ids(found) }).toEqual({ search, ids: ids(matching(search)) });
      expect(found.length).toBeGreaterThan(0);
    }
    // Sorted by id, a search is read from the search index in id order, either direction.
    const sharmas = ids(matching('sharma'));
    expect(ids(await pageThrough({ search: 'sharma', sort: 'id:desc', limit: 45 }))).toEqual(
      [...sharmas].reverse(),
    );
    const jump = await page({ search: 'sharma', sort: 'id:asc', position: 50, limit: 20 });
    expect(ids(jump.rows)).toEqual(sharmas.slice(50, 70));
    const none = await page({ search: 'no such user anywhere' });
    expect(none).toMatchObject({ rows: [], total: 0, totalIsEstimate: false, nextCursor: null });
  });

  it('filters by status and trust, alone and with a search, with exact totals', async () => {
    const cases: [Record<string, string>, (u: User) => boolean][] = [
      [{ status: 'pause' }, (u) => u.status === 'pause'],
      [{ status: 'block', trust: 'yes' }, (u) => u.status === 'block' && u.trust],
      [{ trust: 'no', search: 'patel' }, (u) => !u.trust && /patel/i.test(u.full_name)],
      [{ status: 'all', trust: 'all' }, () => true],
    ];
    for (const [filter, keep] of cases) {
      const expected = everyone.filter(keep);
      const first = await page({ ...filter, sort: 'created:asc', limit: 10 });
      expect({ filter, total: first.total, estimate: first.totalIsEstimate }).toEqual({
        filter,
        total: expected.length,
        estimate: false,
      });
      const all = await pageThrough({ ...filter, sort: 'refCount:desc', limit: 500 });
      expect(new Set(ids(all))).toEqual(new Set(ids(expected)));
    }
  });

  it('answers bad input with 400 and a message that says what is wrong', async () => {
    const valid = (await page({ sort: 'name:asc', limit: 5 })).nextCursor as string;
    const [payload, mac] = valid.split('.') as [string, string];
    const flipped = `${payload.slice(0, -2)}${payload.at(-2) === 'A' ? 'B' : 'A'}${payload.at(-1)}.${mac}`;
    const cases: [Record<string, string | number>, RegExp][] = [
      [{ sort: 'salary:asc' }, /unknown key "salary"/],
      [{ sort: 'name:sideways' }, /sort must be <key>:asc or <key>:desc/],
      [{ cursor: 'not-a-cursor' }, /Invalid cursor/],
      [{ sort: 'name:asc', cursor: flipped }, /Invalid cursor/],
      [{ sort: 'name:desc', cursor: valid }, /Invalid cursor/],
      [{ sort: 'name:asc', search: 'asha', cursor: valid }, /Invalid cursor/],
      [{ limit: 0 }, /limit/],
      [{ limit: 501 }, /limit/],
      [{ search: 'x'.repeat(201) }, /search/],
      [{ status: 'gone' }, /status/],
      [{ position: -1 }, /position/],
      [{ sort: 'name:asc', cursor: valid, position: 3 }, /either cursor or position/],
    ];
    for (const [query, message] of cases) {
      const res = await request(query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toEqual({ success: false, message: expect.stringMatching(message) });
    }
  });
});
