import { createTestApp, type TestContext } from './helpers/test-app';

describe('audit log', () => {
  let t: TestContext;
  let owner: string;
  let finance: string;
  const page = (cookie: string, query = '') =>
    t.app.inject({ url: `/api/audit${query}`, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
    finance = await t.loginAs('finance@rewards.test');
    // A money action and a content action, so the two views differ.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/users/1/wallet',
      payload: { coin: 12.5 },
      headers: { cookie: owner },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/1/trust',
      payload: { trust: true },
      headers: { cookie: owner },
    });
  }, 30_000);
  afterAll(async () => t.close());

  it('pages by keyset, newest first, until nextBefore is null', async () => {
    const all = (await page(owner, '?limit=500')).json().data;
    expect(all.length).toBeGreaterThan(3);
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const res = await page(owner, `?limit=2${before ? `&before=${before}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.data.map((e: { id: number }) => e.id));
      before = body.nextBefore;
    } while (before !== null);
    expect(seen).toEqual(all.map((e: { id: number }) => e.id));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('filters by action and admin, and records who and from which IP', async () => {
    const res = await page(owner, '?action=user.wallet&adminId=1');
    const [entry] = res.json().data;
    expect(entry).toMatchObject({
      action: 'user.wallet',
      entity: 'user',
      entityId: 1,
      adminEmail: 'admin@rewards.test',
      ip: '127.0.0.1',
    });
  });

  it('shows finance money actions only', async () => {
    const actions = (await page(finance, '?limit=500'))
      .json()
      .data.map((e: { action: string }) => e.action);
    expect(actions).toContain('user.wallet');
    expect(actions).not.toContain('user.trust');
  });

  it('refuses a bad cursor with 400', async () => {
    expect((await page(owner, '?before=abc')).statusCode).toBe(400);
  });
});
