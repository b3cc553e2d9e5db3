import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { serverLimitsFrom } from '@rewards/http-edge';
import { createAppServer } from './app-server';
import { makeDist, listenPort, SHELL_ORIGIN as SHELL } from './test-dist';

// The production review: a hung API costs a clear 504 after a configurable wait, not five
// minutes; with two API instances a dead one costs no request, leaves the rotation and comes
// back when its /readyz answers.

function fakeApi(name: string): FastifyInstance {
  const api = Fastify();
  api.get('/healthz', async () => ({ status: 'ok' }));
  api.get('/readyz', async () => ({ status: 'ready' }));
  api.get('/api/who', async () => ({ instance: name }));
  api.post('/api/notes', async (request) => ({ instance: name, body: request.body }));
  api.post('/api/videos', async (request) => ({
    instance: name,
    type: request.headers['content-type'],
  }));
  api.addContentTypeParser('video/mp4', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null));
  });
  // Never answers: an API that hangs (kill -STOP).
  api.get('/api/hang', () => new Promise(() => {}));
  return api;
}

describe("the shell's /api proxy and its API instances", () => {
  let distDir: string;
  const servers: FastifyInstance[] = [];
  const start = async (server: FastifyInstance, port = 0) => {
    servers.push(server);
    if (port) await server.listen({ port, host: '127.0.0.1' });
    return port || listenPort(server);
  };
  const shellFor = async (ports: number[], headersMs = 60_000) => {
    const shell = await createAppServer({
      distDir,
      role: 'host',
      appOrigins: [SHELL],
      apiUrls: ports.map((port) => `http://127.0.0.1:${port}`),
      apiTimeouts: { connectMs: 2_000, headersMs, idleMs: 60_000 },
      spaFallback: true,
      limits: serverLimitsFrom({}),
    });
    servers.push(shell);
    return shell;
  };

  beforeAll(() => {
    distDir = makeDist('host', 'window.boot = 1;');
  });
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('answers 504 in the API error shape when the API does not answer in time', async () => {
    const shell = await shellFor([await start(fakeApi('a'))], 300);
    const started = Date.now();
    const answer = await shell.inject({ url: '/api/hang' });
    expect(answer.statusCode).toBe(504);
    expect(answer.json()).toEqual({
      success: false,
      message: 'The API server did not answer in time',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('sends every request to the live instance when one is dead, then takes it back', async () => {
    const a = fakeApi('a');
    const portA = await start(a);
    const shell = await shellFor([portA, await start(fakeApi('b'))]);
    expect((await shell.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
    await a.close();

    const answers = [];
    for (let i = 0; i < 40; i += 1) {
      const kind = i % 3;
      const answer =
        kind === 0
          ? await shell.inject({ url: '/api/who' })
          : kind === 1
            ? await shell.inject({
                method: 'POST',
                url: '/api/notes',
                headers: { origin: SHELL },
                payload: { text: `note ${i}` },
              })
            : await shell.inject({
                method: 'POST',
                url: '/api/videos',
                headers: { 'content-type': 'video/mp4' },
                payload: Buffer.alloc(64 * 1024, 1),
              });
      answers.push([answer.statusCode, answer.json().instance]);
    }
    expect(answers).toEqual(answers.map(() => [200, 'b']));
    const ready = (await shell.inject({ url: '/readyz' })).json();
    expect(ready).toEqual({ status: 'ready', apiInstancesOut: [`http://127.0.0.1:${portA}`] });

    // Back on its port: the probe of /readyz puts it back in rotation.
    await start(fakeApi('a'), portA);
    const seen = new Set<string>();
    while (!seen.has('a')) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen.add((await shell.inject({ url: '/api/who' })).json().instance);
    }
    expect((await shell.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
