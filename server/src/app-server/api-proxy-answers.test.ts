import fs from 'node:fs';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { serverLimitsFrom } from '@rewards/http-edge';
import { createAppServer } from './app-server';
import { parseRaw, rawRequest } from '../../../api/test/helpers/raw-request';
import { listenPort, makeDist, listenUrl as listen, SHELL_ORIGIN as SHELL } from './test-dist';

// Every `/api` answer has the API's error shape, whichever hop gives it: the shell's proxy
// answered some refusals in Fastify's own shape (415 for a body without a content type, 400
// for a URL that does not decode), which the admin app cannot read.
describe("the shell's own /api answers", () => {
  let distDir: string;
  let api: FastifyInstance;
  let shell: FastifyInstance;
  let port: number | undefined;

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

  // The proxy refuses a `..` segment; it answered 400 in a library's words. Sent on a socket:
  // inject() resolves the dots before the server sees them.
  it.each([
    ['signed out', '/api/../etc/passwd', '', 401, 'Not signed in'],
    ['signed in, encoded', '/api/%2e%2e/etc/passwd', 'Cookie: sid=abc\r\n', 400, 'Invalid URL'],
  ])(
    'answers a climb out of /api, %s, as the API would',
    async (_name, path, cookie, status, message) => {
      port ??= await listenPort(shell);
      const answer = parseRaw(
        await rawRequest(
          port,
          `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${cookie}Connection: close\r\n\r\n`,
        ),
      );
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ success: false, message });
    },
  );

  // Outside /api too (the attack review, finding 9): Fastify's shape and plain text before.
  it.each([
    ['a URL that does not decode', '/%', 400, 'Invalid URL'],
    ['a bad escape in a file path', '/assets/%zz', 400, 'Invalid URL'],
    ['a climb out of the app folder', '/%2e%2e/package.json', 404, 'Not found'],
    ['a missing file', '/missing.0123abcd.js', 404, 'Not found'],
    ['a source map', '/main.js.map', 404, 'Not found'],
  ])('answers %s outside /api in the same shape', async (_name, url, status, message) => {
    const res = await shell.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: false, message });
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
