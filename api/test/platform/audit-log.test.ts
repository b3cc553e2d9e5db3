import { MONEY_ACTIONS } from '@rewards/contract';
import { createTestApp, type TestContext } from '../helpers/test-app';

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

  it('pages by keyset, newest first, until nextCursor is null', async () => {
    const all = (await page(owner, '?limit=500')).json().data.rows;
    expect(all.length).toBeGreaterThan(3);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await page(owner, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.data.rows.map((e: { id: number }) => e.id));
      expect(body.data.total).toBe(all.length);
      cursor = body.data.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(all.map((e: { id: number }) => e.id));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('filters by action and admin, and records who and from which IP', async () => {
    const res = await page(owner, '?action=user.wallet&adminId=1');
    const [entry] = res.json().data.rows;
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
      .data.rows.map((e: { action: string }) => e.action);
    expect(actions).toContain('user.wallet');
    expect(actions).not.toContain('user.trust');
    expect((await page(finance, '?action=user.trust')).json().data.total).toBe(0);
  });

  it("pages finance's money actions, read one action at a time, once each and newest first", async () => {
    const actions = ['user.wallet', 'quiz.create', 'withdrawal.decide', 'wallet.due', 'user.trust'];
    await t.app.db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 23 }, (_, i) => ({
          admin_id: 1,
          action: actions[i % actions.length]!,
          entity: 'quiz',
          entity_id: 900 + i,
          at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        })),
      )
      .execute();
    const money = await t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', 'in', [...MONEY_ACTIONS])
      .orderBy('id', 'desc')
      .execute();
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await page(finance, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      const body = res.json() as {
        data: { rows: { id: number }[]; total: number; nextCursor: string | null };
      };
      seen.push(...body.data.rows.map((e) => e.id));
      expect(body.data.total).toBe(money.length);
      cursor = body.data.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(money.map((row) => row.id));
    const jump = (await page(finance, '?limit=4&position=5')).json().data;
    expect(jump.rows.map((e: { id: number }) => e.id)).toEqual(seen.slice(5, 9));
  });

  it('refuses a bad cursor with 400', async () => {
    expect((await page(owner, '?cursor=abc')).statusCode).toBe(400);
  });

  describe('CSV export', () => {
    const csv = (cookie: string, query = '') =>
      t.app.inject({ url: `/api/audit/export.csv${query}`, headers: { cookie } });
    const records = (body: string) => body.trimEnd().split('\r\n');

    it('streams every row of the filter, newest first, with a header line', async () => {
      const listed = (await page(owner, '?limit=500')).json().data.rows as { id: number }[];
      const res = await csv(owner);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-/);
      const [header, ...rows] = records(res.body);
      expect(header).toBe(
        '"ID","When (UTC)","Admin ID","Admin","Action","Description","Entity","Entity ID","Before","After","IP"',
      );
      expect(rows.map((row) => Number(JSON.parse(row.split(',')[0] as string)))).toEqual(
        listed.map((entry) => entry.id),
      );
    });

    it('applies the filters and the money-only view of finance', async () => {
      const wallet = records((await csv(owner, '?action=user.wallet&entity=user&entityId=1')).body);
      expect(wallet).toHaveLength(2);
      expect(wallet[1]).toContain('"user.wallet","Edited wallet of user","user","1"');
      expect(wallet[1]).toContain('"admin@rewards.test"');
      const financeRows = records((await csv(finance)).body).slice(1);
      expect(financeRows.some((row) => row.includes('"user.wallet"'))).toBe(true);
      expect(financeRows.some((row) => row.includes('"user.trust"'))).toBe(false);
    });

    it('pages through more rows than one keyset page holds', async () => {
      const rows = Array.from({ length: 1203 }, (_, i) => ({
        admin_id: 1,
        action: 'quiz.create',
        entity: 'quiz',
        entity_id: i + 1,
        before_json: null,
        after_json: JSON.stringify({ question: `Q${i}` }),
        at: new Date(Date.UTC(2020, 0, 1)).toISOString(),
        ip: i === 0 ? '=1+1' : null,
      }));
      for (let i = 0; i < rows.length; i += 200) {
        await t.app.db
          .insertInto('audit_log')
          .values(rows.slice(i, i + 200))
          .execute();
      }
      const body = records(
        (await csv(owner, '?action=quiz.create&to=2020-01-02T00:00:00.000Z')).body,
      );
      expect(body).toHaveLength(1 + 1203);
      expect(new Set(body).size).toBe(body.length);
      // A value that starts like a formula is defused for spreadsheet apps.
      expect(body[body.length - 1]).toMatch(/,"'=1\+1"$/);
    });

    it("defuses OWASP's formula starts in streamed cells: TAB, CR, LF and full-width signs", async () => {
      const risky = ['\t=1+1', '\r=1+1', '\n=1+1', '＝1+1', '＋1', '－1', '＠SUM(A1)'];
      await t.app.db
        .insertInto('audit_log')
        .values(
          risky.map((ip, i) => ({
            admin_id: 1,
            action: 'quiz.delete',
            entity: 'quiz',
            entity_id: i + 1,
            before_json: null,
            after_json: null,
            at: new Date(Date.UTC(2019, 0, 1, 0, i)).toISOString(),
            ip,
          })),
        )
        .execute();
      const body = (await csv(owner, '?action=quiz.delete&to=2019-01-02T00:00:00.000Z')).body;
      // Newest first: the last risky value comes first. Each cell ends its record.
      for (const ip of risky) expect(body).toContain(`,"'${ip}"\r\n`);
    });

    it('refuses an unknown filter and a bad date with 400 {success:false,message}', async () => {
      for (const query of ['?before=3', '?from=yesterday']) {
        const res = await csv(owner, query);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false });
      }
    });
  });
});
