import type { AuditEntry, SavedView } from '@rewards/contract';
import { SAVED_VIEWS_PER_LIST } from '../../src/platform/saved-view-access';
import { count as countRows } from '../helpers/snapshots';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Saved views (decision 031) on a real database: an admin's own views and every
// shared one, owner-only changes, the list's URL keys checked, names unique per owner and list.

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('saved views', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;

  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const save = (cookie: string, body: object) => call(cookie, 'POST', '/api/saved-views', body);
  const listed = async (cookie: string, list: string): Promise<SavedView[]> => {
    const res = await call(cookie, 'GET', `/api/saved-views?list=${list}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const count = () => countRows(t.app, 'saved_views');

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
  }, 30_000);
  afterAll(async () => t.close());

  it('saves a view with its query in the list order, trimmed name, and audits it', async () => {
    const res = await save(owner, {
      list: 'withdrawals',
      name: '  Pending big ones ',
      query: 'sort=amount:desc&status=pending&from=2025-01-01',
    });
    expect(res.statusCode).toBe(200);
    const view: SavedView = res.json().data;
    expect(view).toMatchObject({
      list: 'withdrawals',
      name: 'Pending big ones',
      query: 'from=2025-01-01&status=pending&sort=amount%3Adesc',
      shared: false,
      ownerName: 'Administrator',
      mine: true,
    });
    const audit = await call(owner, 'GET', '/api/audit?action=view.create&limit=1');
    const [entry] = audit.json().data.rows as AuditEntry[];
    expect(entry).toMatchObject({ entity: 'saved_view', entityId: view.id, adminId: 1 });
  });

  it('saves views of Messages and the quiz table; a videos view keeps its tab', async () => {
    const messages = await save(owner, {
      list: 'messages',
      name: 'Refunds',
      query: 'sort=status:asc&q=refund&from=2025-01-01',
    });
    expect(messages.json().data.query).toBe('q=refund&from=2025-01-01&sort=status%3Aasc');
    const videos = await save(owner, {
      list: 'videos',
      name: 'Fractions',
      query: 'q=fractions&list=videos&sort=title:asc',
    });
    expect(videos.json().data.query).toBe('list=videos&q=fractions&sort=title%3Aasc');
    const quizzes = await save(owner, { list: 'quizzes', name: 'x', query: 'sort=title:asc' });
    expect(quizzes.statusCode).toBe(400);
    expect(quizzes.json().message).toMatch(/sort/);
  });

  it('shows a private view to its owner only, a shared one to every admin with its owner', async () => {
    await save(owner, { list: 'users', name: 'Blocked', query: 'status=block' });
    await save(owner, { list: 'users', name: 'Trusted', query: 'trust=yes', shared: true });
    await save(finance, { list: 'users', name: 'Mine', query: 'q=asha&sort=name:asc' });
    const names = (views: SavedView[]) => views.map((v) => `${v.name} ${v.ownerName} ${v.mine}`);
    expect(names(await listed(owner, 'users'))).toEqual([
      'Blocked Administrator true',
      'Trusted Administrator true',
    ]);
    expect(names(await listed(finance, 'users'))).toEqual([
      'Mine Finance Admin true',
      'Trusted Administrator false',
    ]);
    // Another list's views stay on their list; the answer names the list's URL keys.
    expect(await listed(finance, 'wallet')).toEqual([]);
    const keys = await call(owner, 'GET', '/api/saved-views?list=users');
    expect(keys.json().keys).toEqual(['q', 'status', 'trust', 'sort']);
  });

  it('renames and shares for the owner; 403 for another admin, 404 for a private or unknown one', async () => {
    const mine = (
      await save(owner, { list: 'crypto', name: 'Failed', query: 'status=failed' })
    ).json().data as SavedView;
    const hidden = (await save(owner, { list: 'crypto', name: 'Hidden', query: '' })).json()
      .data as SavedView;
    const renamed = await call(owner, 'PATCH', `/api/saved-views/${mine.id}`, {
      name: 'Failed payments',
      shared: true,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Failed payments', shared: true });
    const before = await count();
    for (const [method, payload] of [
      ['PATCH', { name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(finance, method, `/api/saved-views/${mine.id}`, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the admin who saved this view can change it');
      expect(
        (await call(finance, method, `/api/saved-views/${hidden.id}`, payload)).statusCode,
      ).toBe(404);
      expect((await call(owner, method, '/api/saved-views/999999', payload)).statusCode).toBe(404);
    }
    expect(await count()).toBe(before);
    expect((await listed(finance, 'crypto')).map((v) => v.name)).toEqual(['Failed payments']);
    const deleted = await call(owner, 'DELETE', `/api/saved-views/${mine.id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'View deleted' });
    expect((await listed(finance, 'crypto')).map((v) => v.name)).toEqual([]);
  });

  it('answers 409 for a name the owner already has on the list, nothing changed', async () => {
    await save(owner, { list: 'wallet', name: 'Due', query: 'due=due' });
    const other = (await save(owner, { list: 'wallet', name: 'UPI', query: 'method=UPI' })).json()
      .data as SavedView;
    const before = await count();
    const again = await save(owner, { list: 'wallet', name: ' Due', query: 'due=not-due' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a view named "Due" on this list');
    const rename = await call(owner, 'PATCH', `/api/saved-views/${other.id}`, { name: 'Due' });
    expect(rename.statusCode).toBe(409);
    expect(await count()).toBe(before);
    // The same name is free on another list and for another admin.
    expect((await save(owner, { list: 'notifications', name: 'Due', query: '' })).statusCode).toBe(
      200,
    );
    expect((await save(finance, { list: 'wallet', name: 'Due', query: '' })).statusCode).toBe(200);
  });

  it.each([
    [
      { list: 'withdrawals', name: 'x', query: 'status=maybe' },
      'Invalid view: status: "maybe" is not one of its values',
    ],
    [
      { list: 'withdrawals', name: 'x', query: 'colour=red' },
      'Invalid view: The list has no filter "colour"',
    ],
    [
      { list: 'withdrawals', name: 'x', query: 'sort=colour:asc' },
      'Invalid view: sort: unknown key "colour"; sortable: id, user, amount, method, status, date',
    ],
    [
      { list: 'wallet', name: 'x', query: 'from=2025-02-30' },
      'Invalid view: from: expected a day as YYYY-MM-DD',
    ],
    [
      { list: 'audit', name: 'x', query: 'admin=0' },
      'Invalid view: admin: expected a positive whole number',
    ],
    [
      { list: 'audit', name: 'x', query: 'sort=at:asc' },
      'Invalid view: sort: unknown key "at"; sortable: id',
    ],
    [
      { list: 'users', name: 'x', query: 'status=ok&status=block' },
      'Invalid view: "status" is given more than once',
    ],
    [{ list: 'users', name: 'x'.repeat(61), query: '' }, 'Name must be 1 to 60 characters'],
  ])('refuses %j with 400 and a message, nothing saved', async (body, message) => {
    const before = await count();
    const res = await save(owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await count()).toBe(before);
  });

  it('refuses an unknown list, a blank name and unknown fields with 400', async () => {
    for (const body of [
      { list: 'payments', name: 'x', query: '' },
      { list: 'users', name: '   ', query: '' },
      { list: 'users', name: 'x', query: '', owner: 2 },
    ])
      expect((await save(owner, body)).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/saved-views?list=nope')).statusCode).toBe(400);
  });

  // The attack review: a content admin shared 2,000 views on Withdrawals, a list their role cannot open.
  it("refuses to save, share or read views of a list the admin's role cannot open", async () => {
    const content = await t.loginAs('content@rewards.test');
    const shared = (
      await save(owner, { list: 'withdrawals', name: 'Team queue', query: '', shared: true })
    ).json().data as SavedView;
    const before = await count();
    const saved = await save(content, {
      list: 'withdrawals',
      name: 'Mine',
      query: '',
      shared: true,
    });
    expect(saved.statusCode).toBe(403);
    expect(saved.json()).toEqual({
      success: false,
      message: 'You do not have access to this list',
    });
    const read = await call(content, 'GET', '/api/saved-views?list=withdrawals');
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain(shared.query || 'Team queue');
    expect(await count()).toBe(before);
    // A list the role opens stays open to it.
    expect((await save(content, { list: 'banners', name: 'All', query: '' })).statusCode).toBe(200);
  });

  it('keeps at most SAVED_VIEWS_PER_LIST views per admin and list', async () => {
    for (let i = 0; i < SAVED_VIEWS_PER_LIST; i += 1)
      expect(
        (await save(finance, { list: 'crypto', name: `View ${i}`, query: '' })).statusCode,
      ).toBe(200);
    const before = await count();
    const over = await save(finance, { list: 'crypto', name: 'One more', query: '' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `You have ${SAVED_VIEWS_PER_LIST} views of this list already; delete one to save another`,
    );
    expect(await count()).toBe(before);
    // Another admin, or another list, is not held by it.
    expect((await save(owner, { list: 'crypto', name: 'One more', query: '' })).statusCode).toBe(
      200,
    );
    expect((await save(finance, { list: 'wallet', name: 'One more', query: '' })).statusCode).toBe(
      200,
    );
  });

  it('refuses names with text direction controls, saved or renamed', async () => {
    const view = (await save(owner, { list: 'users', name: 'Plain', query: '' })).json()
      .data as SavedView;
    const message = 'Name must not contain text direction control characters';
    for (const name of ['Pending \u202eredro', 'a\u2066b\u2069', '\u200fName']) {
      const saved = await save(owner, { list: 'users', name, query: '' });
      expect({ status: saved.statusCode, body: saved.json() }).toEqual({
        status: 400,
        body: { success: false, message },
      });
      const renamed = await call(owner, 'PATCH', `/api/saved-views/${view.id}`, { name });
      expect(renamed.statusCode).toBe(400);
    }
  });
});
