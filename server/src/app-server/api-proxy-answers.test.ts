import fs from 'node:fs';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { serverLimitsFrom } from '@rewards/http-edge';
import { createAppServer } from './app-server';
import { makeDist, listenUrl as listen, SHELL_ORIGIN as SHELL } from './test-dist';

// Every `/api` answer has the API's error shape, whichever hop gives it: the shell's proxy
// answered some refusals in Fastify's own shape (415 for a body without a content type, 400
// for a URL that does not decode), which the admin app cannot read.
describe("the shell's own /api answers", () => {
  let distDir: string;
  let api: FastifyInstance;
  let shell: FastifyInstance;

  beforeAll(async () => {
    api = Fastify();
    api.all('/api/*', async () => ({ success: true }));
    distDir = makeDist('host', 'window.boot = 1;');
    shell = await createAppServer({
      distDir,
      role: 'host',
      appOrigins: [SHELL],
      apiUrls: [await listen(api)],
      spaFallback: true,
      limits: serverLimitsFrom({}),
    });
  });
  afterAll(async () => {
    await shell.close();
    await api.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const cases: [string, InjectOptions, number][] = [
    [
      'an empty content type',
      { method: 'POST', url: '/api/contact', headers: { 'content-type': '' }, payload: '{}' },
      415,
    ],
    ['a lone % in the path, signed out', { url: '/api/%' }, 401],
    ['a bad escape in the path, signed out', { url: '/api/%zz/users' }, 401],
    [
      'a bad escape in the path, signed in',
      { url: '/api/%zz/users', headers: { cookie: 'sid=abc' } },
      400,
    ],
    ['a write to a bad path', { method: 'POST', url: '/api/users/%', payload: {} }, 401],
  ];

  it.each(cases)('answers %s in the error shape', async (_name, request, status) => {
    const res = await shell.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('leaves answers outside /api as they were', async () => {
    const res = await shell.inject({ url: '/%' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FST_ERR_BAD_URL' });
  });

  it('answers 502 in the error shape when the API is down', async () => {
    const down = await createAppServer({
      distDir,
      role: 'host',
      appOrigins: [SHELL],
      apiUrls: ['http://127.0.0.1:9'],
      spaFallback: true,
    });
    const res = await down.inject({ url: '/api/admin/me' });
    await down.close();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: expect.any(String) });
  });
});
