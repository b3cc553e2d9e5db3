import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { promtoolProblems, sampleOf } from '../../../api/test/helpers/promtool';
import { createAppServer } from './app-server';
import { API_CHECK_CACHE_MS } from './health-routes';
import { makeDist } from './test-dist';

/** A port nobody listens on now (the metrics server takes it when the app listens). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Decision 033: /healthz and /readyz answered the page's HTML with 200; nothing was counted;
// the API's log lines could not be matched with the shell's.
describe("an app server's health, request ids and metrics", () => {
  let api: FastifyInstance;
  let apiUrl = '';
  let distDir: string;
  let shell: FastifyInstance;
  let shellUrl = '';
  let metricsPort = 0;
  const idsAtApi: unknown[] = [];
  let apiHealthChecks = 0;

  beforeAll(async () => {
    api = Fastify();
    api.get('/healthz', async () => {
      apiHealthChecks += 1;
      return { status: 'ok' };
    });
    api.get('/api/echo/:id', async (request) => {
      idsAtApi.push(request.headers['x-request-id']);
      return { success: true };
    });
    apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
    distDir = makeDist('host');
    metricsPort = await freePort();
    shell = await createAppServer({
      name: 'shell',
      distDir,
      role: 'host',
      appOrigins: ['http://localhost:3000'],
      apiUrls: [apiUrl],
      spaFallback: true,
      metrics: { port: metricsPort },
    });
    shellUrl = await shell.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await shell.close();
    await api.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz as JSON, not the page', async () => {
    const health = await fetch(`${shellUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${shellUrl}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  // The attack review: /readyz is public, and every call asked the API.
  it('asks the API at most once a second however often /readyz is called', async () => {
    const before = apiHealthChecks;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => fetch(`${shellUrl}/readyz`).then((r) => r.status)),
    );
    for (let i = 0; i < 20; i += 1) answers.push((await fetch(`${shellUrl}/readyz`)).status);
    const seconds = Math.ceil((Date.now() - started) / API_CHECK_CACHE_MS);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(apiHealthChecks - before).toBeLessThanOrEqual(seconds + 1);
  });

  it('is not ready without its remotes.json or without a reachable API', async () => {
    const remotes = path.join(distDir, 'remotes.json');
    fs.renameSync(remotes, `${remotes}.away`);
    const down = await createAppServer({
      distDir,
      role: 'host',
      appOrigins: [],
      apiUrls: ['http://127.0.0.1:9'],
      spaFallback: true,
    });
    try {
      const answer = await down.inject({ url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        status: 'not ready',
        problems: ['remotes.json is not readable', 'the API is not reachable'],
      });
    } finally {
      fs.renameSync(`${remotes}.away`, remotes);
      await down.close();
    }
  });

  it('gives every request an id and sends it on to the API', async () => {
    const fresh = await fetch(`${shellUrl}/api/echo/1`);
    const id = fresh.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${shellUrl}/api/echo/2`, { headers: { 'x-request-id': 'lb-7' } });
    expect(given.headers.get('x-request-id')).toBe('lb-7');
    expect(idsAtApi).toEqual([id, 'lb-7']);
  });

  it('serves metrics that promtool accepts on its own port only, counting by route pattern', async () => {
    const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const before = await scrape();
    for (const id of [3, 4]) await fetch(`${shellUrl}/api/echo/${id}`);
    await fetch(`${shellUrl}/some/client/route`);
    const after = await scrape();
    expect(promtoolProblems(after)).toBe('');
    const moved = (labels: Record<string, string>) =>
      sampleOf(after, 'http_requests_total', labels) -
      sampleOf(before, 'http_requests_total', labels);
    expect(moved({ service: 'shell', route: '/api/*', status: '200' })).toBe(2);
    expect(moved({ service: 'shell', route: '(unmatched)', status: '200' })).toBe(1);
    expect(after).not.toContain('/api/echo/3');
    expect(sampleOf(after, 'process_cpu_seconds_total', { service: 'shell' })).toBeGreaterThan(0);
    expect((await fetch(`${shellUrl}/metrics`)).headers.get('content-type')).toMatch(/text\/html/);
  });
});
