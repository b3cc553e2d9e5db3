import { REMOTE_NAMES } from '@rewards/contract/platform';
import { recordDeployment } from '../../src/platform/remotes/remote-deployments';
import { createTestApp, type TestContext } from '../helpers/test-app';

const report = (overrides: Record<string, unknown> = {}) => ({
  remote: 'mfe_users',
  version: '1.0.0-abcdef12',
  module: 'UserTablePage',
  code: 'load-failed',
  route: '/user-table',
  count: 1,
  ...overrides,
});

describe('platform failures and health', () => {
  let t: TestContext;
  let owner: string;
  let support: string;
  const send = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/platform/failures', payload, headers: { cookie } });
  const health = async () =>
    (await t.app.inject({ url: '/api/platform/health', headers: { cookie: owner } })).json();
  const countRows = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('remote_failures')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // The clock jumps hours ahead below, past the sessions' idle expiry.
  const signIn = async () => {
    owner = await t.login();
    support = await t.loginAs('support@rewards.test');
  };

  beforeAll(async () => {
    t = await createTestApp();
    await signIn();
  }, 30_000);
  afterAll(async () => t.close());

  it('counts reports of any admin per remote in the last hour and day, with the latest', async () => {
    expect((await send(support, { reports: [report({ count: 3 })] })).statusCode).toBe(200);
    t.clock.advance(2 * 3_600_000);
    await signIn();
    const crash = report({ code: 'render-crash', version: '1.0.1-00000000', count: 2 });
    expect((await send(owner, { reports: [crash] })).statusCode).toBe(200);

    const users = (await health()).remotes.find(
      (r: { remote: string }) => r.remote === 'mfe_users',
    );
    expect(users).toMatchObject({
      failuresLastHour: 2,
      failuresLastDay: 5,
      latestFailure: { code: 'render-crash', version: '1.0.1-00000000', route: '/user-table' },
    });
    t.clock.advance(25 * 3_600_000);
    await signIn();
    const later = (await health()).remotes.find(
      (r: { remote: string }) => r.remote === 'mfe_users',
    );
    expect(later).toMatchObject({ failuresLastHour: 0, failuresLastDay: 0 });
  });

  it.each([
    ['an unknown remote', { remote: 'mfe_evil' }],
    ['a module the remote does not serve', { module: 'BannerPage' }],
    ['a route the remote does not serve', { route: '/home-data' }],
    ['free text in the route', { route: '/user-table?search=alice@example.com' }],
    ['an unknown code', { code: 'Alice could not log in' }],
    ['an unknown field', { message: 'TypeError at user alice' }],
  ])('refuses %s with a 400 and stores nothing', async (_name, overrides) => {
    const before = await countRows();
    const res = await send(owner, { reports: [report(), report(overrides)] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(await countRows()).toBe(before);
  });

  it('refuses an empty or oversized batch', async () => {
    expect((await send(owner, { reports: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 21 }, () => report());
    expect((await send(owner, { reports: many })).statusCode).toBe(400);
  });

  it('shows each remote with its last deploy or rollback', async () => {
    const at = t.clock.now();
    await recordDeployment(t.app.db, {
      remote: 'mfe_content',
      version: '1.0.0-11111111',
      manifestUrl: 'http://localhost:3003/versions/1.0.0-11111111/mf-manifest.json',
      action: 'deploy',
      previousVersion: null,
      deployedBy: 'ci',
      at,
    });
    await recordDeployment(t.app.db, {
      remote: 'mfe_content',
      version: '1.0.0-00000000',
      manifestUrl: 'http://localhost:3003/mf-manifest.json',
      action: 'rollback',
      previousVersion: '1.0.0-11111111',
      deployedBy: 'ci',
      at,
    });
    const { remotes } = await health();
    expect(remotes.map((r: { remote: string }) => r.remote)).toEqual([...REMOTE_NAMES]);
    expect(remotes.find((r: { remote: string }) => r.remote === 'mfe_content')).toMatchObject({
      deployedVersion: '1.0.0-00000000',
      deployAction: 'rollback',
      deployedAt: at.toISOString(),
    });
    const audit = (
      await t.app.inject({ url: '/api/audit?entity=remote', headers: { cookie: owner } })
    ).json().data.rows;
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      'remote.rollback',
      'remote.deploy',
    ]);
  });

  it('the health view is for owners only', async () => {
    const res = await t.app.inject({ url: '/api/platform/health', headers: { cookie: support } });
    expect(res.statusCode).toBe(403);
  });
});

describe('platform failure reports are rate limited per client', () => {
  it('answers 429 once a client sends more than 12 batches a minute', async () => {
    const t = await createTestApp();
    try {
      const cookie = await t.login();
      const codes: number[] = [];
      for (let i = 0; i < 13; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/platform/failures',
          payload: { reports: [report()] },
          headers: { cookie },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 12).every((code) => code === 200)).toBe(true);
      expect(codes[12]).toBe(429);
    } finally {
      await t.close();
    }
  }, 30_000);
});
