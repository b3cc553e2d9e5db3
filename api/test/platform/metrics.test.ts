import { poolOf } from '../../src/db/connection';
import { startMetricsServer, type MetricsServer } from '@rewards/http-edge';
import { collectProcessMetrics } from '../../src/metrics/process-metrics';
import { recordDeployment } from '../../src/platform/remotes/remote-deployments';
import { fastEvents, listen, stream } from '../helpers/event-streams';
import { promtoolProblems, sampleOf } from '../helpers/promtool';
import { QUIZ_BODY } from '../helpers/fixtures';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Metrics are served on a port of their own, scraped over HTTP as Prometheus would, and
// checked by Prometheus's own promtool (decision 033).
describe('the API metrics', () => {
  let t: TestContext;
  let metrics: MetricsServer;
  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };
  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: t.config.adminEmail, password },
    });

  beforeAll(async () => {
    t = await createTestApp({ contactRateLimit: 1, events: fastEvents() });
    collectProcessMetrics(t.app.metrics.registry);
    metrics = await startMetricsServer(t.app.metrics.registry, 0);
  }, 30_000);
  afterAll(async () => {
    await metrics.close();
    await t.close();
  });

  it('passes promtool and counts requests by route pattern, sign-ins, reports and deploys', async () => {
    const before = await scrape();
    const cookie = await t.login();
    expect((await login('not the password')).statusCode).toBe(401);
    for (const id of [1, 2]) await t.app.inject({ url: `/api/users/${id}`, headers: { cookie } });
    const report = {
      remote: 'mfe_users',
      version: '1.0.0-abcdef12',
      module: 'UserTablePage',
      code: 'load-failed',
      route: '/user-table',
      count: 3,
    };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/platform/failures',
      payload: { reports: [report] },
      headers: { cookie },
    });
    expect(sent.statusCode).toBe(200);
    await recordDeployment(t.app.db, {
      remote: 'mfe_users',
      version: '1.0.0-11111111',
      manifestUrl: 'http://localhost:3001/versions/1.0.0-11111111/mf-manifest.json',
      action: 'deploy',
      previousVersion: null,
      deployedBy: 'ci',
      at: new Date(),
    });

    const after = await scrape();
    expect(promtoolProblems(after)).toBe('');
    const moved = (name: string, labels: Record<string, string>) =>
      sampleOf(after, name, labels) - sampleOf(before, name, labels);
    // Both ids under one series: the route pattern, not the URL.
    const userRoute = { method: 'GET', route: '/api/users/:id', status: '200' };
    expect(moved('http_requests_total', userRoute)).toBe(2);
    expect(after).not.toMatch(/route="\/api\/users\/1"/);
    const failedLogin = { method: 'POST', route: '/api/admin/login', status: '401' };
    expect(moved('http_request_duration_seconds_count', failedLogin)).toBe(1);
    expect(moved('admin_logins_total', { outcome: 'succeeded' })).toBe(1);
    expect(moved('admin_logins_total', { outcome: 'failed' })).toBe(1);
    const failure = { remote: 'mfe_users', code: 'load-failed' };
    expect(moved('remote_load_failures_total', failure)).toBe(3);
    expect(moved('remote_deployments', { remote: 'mfe_users', action: 'deploy' })).toBe(1);
    const selects = { operation: 'select', outcome: 'ok' };
    expect(moved('db_query_duration_seconds_count', selects)).toBeGreaterThan(0);
    if (poolOf(t.app.db)) {
      // PostgreSQL (the api-pg project): the pool the queries above used.
      const open = ['in_use', 'idle'].map((state) =>
        sampleOf(after, 'db_pool_connections', { state }),
      );
      expect(open[0]! + open[1]!).toBeGreaterThan(0);
    } else expect(after).not.toMatch(/^db_pool_connections\{/m);
    expect(after).toMatch(/^live_event_streams_open\{service="api"\} 0$/m);
    expect(after).toMatch(/^process_resident_memory_bytes/m);
  });

  it('counts rate-limited requests, open event streams and the lag of their events', async () => {
    const before = await scrape();
    const contact = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Visitor', email: 'visitor@example.com', message: 'Hello there' },
      });
    expect((await contact()).statusCode).toBe(200);
    expect((await contact()).statusCode).toBe(429);
    const cookie = await t.login();
    const client = await stream(await listen(t), cookie);
    try {
      await client.waitFor((message) => message.event === 'ready');
      // A change while the stream is open: its event goes out and its lag is measured.
      const quiz = await t.app.inject({
        method: 'POST',
        url: '/api/quizzes',
        headers: { cookie },
        payload: QUIZ_BODY,
      });
      expect(quiz.statusCode).toBe(200);
      await client.waitFor((message) => message.event === 'change');
      const during = await scrape();
      expect(promtoolProblems(during)).toBe('');
      expect(sampleOf(during, 'live_event_streams_open')).toBe(1);
      // The stream's request is counted like any answer, though its reply is hijacked.
      const streamRoute = { method: 'GET', route: '/api/events', status: '200' };
      const streamsAnswered = (text: string) => sampleOf(text, 'http_requests_total', streamRoute);
      expect(streamsAnswered(during) - streamsAnswered(before)).toBe(1);
      const limited = { route: '/api/contact' };
      const rateLimited = (text: string) => sampleOf(text, 'rate_limited_requests_total', limited);
      expect(rateLimited(during) - rateLimited(before)).toBe(1);
      const lagged = (text: string) => sampleOf(text, 'live_event_lag_seconds_count');
      expect(lagged(during) - lagged(before)).toBeGreaterThan(0);
      // Written and delivered within the test: a lag of seconds would be a clock-unit mistake.
      expect(sampleOf(during, 'live_event_lag_seconds_bucket', { le: '5' })).toBe(lagged(during));
    } finally {
      client.close();
    }
  });

  it('is not on the API port, and answers only /metrics on its own', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).not.toBe(200);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
  });

  it('logs and answers the request id the shell sent, and makes one otherwise', async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'shell-42' } });
    expect(given.headers['x-request-id']).toBe('shell-42');
    const forged = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a\nb c' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
