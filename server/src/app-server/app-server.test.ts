import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAppServer } from './app-server';
import {
  APP_ORIGINS,
  directives,
  HASHED_CHUNK,
  makeDist,
  REMOTE_ORIGINS,
  SHELL_ORIGIN as SHELL,
} from './test-dist';

describe('the shell server', () => {
  let distDir: string;
  let shell: FastifyInstance;
  let api: FastifyInstance;
  const seen: { headers: Record<string, unknown>; body: unknown }[] = [];

  beforeAll(async () => {
    // A stand-in API that records what the proxy forwarded.
    api = Fastify();
    api.post('/api/echo', async (request, reply) => {
      seen.push({ headers: request.headers, body: request.body });
      return reply.header('x-from-api', 'yes').send({ success: true });
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    distDir = makeDist('host', 'window.boot = 1;');
    shell = await createAppServer({
      distDir,
      role: 'host',
      appOrigins: APP_ORIGINS,
      apiUrls: [`http://127.0.0.1:${port}`],
      spaFallback: true,
    });
  });
  afterAll(async () => {
    await shell.close();
    await api.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('allows scripts only from itself, the remotes in remotes.json and hashed inline scripts', async () => {
    const csp = directives((await shell.inject({ url: '/' })).headers['content-security-policy']);
    const hash = crypto.createHash('sha256').update('window.boot = 1;').digest('base64');
    expect(csp['script-src']).toEqual(["'self'", ...REMOTE_ORIGINS, `'sha256-${hash}'`]);
    expect(csp['connect-src']).toEqual(["'self'", ...REMOTE_ORIGINS]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('follows an edited remotes.json without a restart', async () => {
    const file = path.join(distDir, 'remotes.json');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      JSON.stringify({ mfe_users: 'https://users.example.com/mf-manifest.json' }),
    );
    // mtime resolution: make sure the change is visible as a new stamp.
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    try {
      const csp = directives((await shell.inject({ url: '/' })).headers['content-security-policy']);
      expect(csp['script-src']).toContain('https://users.example.com');
      expect(csp['script-src']).not.toContain(REMOTE_ORIGINS[0]);
    } finally {
      fs.writeFileSync(file, original);
      fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    }
  });

  it('cannot be framed: frame-ancestors none and X-Frame-Options DENY', async () => {
    for (const url of ['/', '/dashboard', `/${HASHED_CHUNK}`, '/missing.js']) {
      const res = await shell.inject({ url });
      expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual([
        "'none'",
      ]);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends nosniff and a referrer policy that keeps paths on this origin', async () => {
    const res = await shell.inject({ url: `/${HASHED_CHUNK}` });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed files for a year and revalidates the files a redeploy changes', async () => {
    const cache = async (url: string) => (await shell.inject({ url })).headers['cache-control'];
    expect(await cache(`/${HASHED_CHUNK}`)).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/remotes.json', '/dashboard']) {
      expect(await cache(url)).toBe('no-cache');
    }
  });

  it('serves index.html for client routes, 404 for missing files, gzip when asked', async () => {
    const route = await shell.inject({ url: '/user-table?page=2' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/^text\/html/);
    expect(route.body).toContain('<div id="root">');
    expect((await shell.inject({ url: '/missing.0123abcd.js' })).statusCode).toBe(404);
    // A route with a dot, opened in a browser: the app's page (its "User not found").
    const dotted = await shell.inject({
      url: '/user-table/1.5',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(dotted.statusCode).toBe(200);
    expect(dotted.body).toContain('<div id="root">');
    const zipped = await shell.inject({
      url: `/${HASHED_CHUNK}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  it('answers no CORS: only its own pages read its files', async () => {
    const res = await shell.inject({
      url: '/remotes.json',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('proxies /api with Origin, cookie, body and client address, and the API headers untouched', async () => {
    seen.length = 0;
    const res = await shell.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { origin: SHELL, cookie: 'sid=abc', 'content-type': 'application/json' },
      payload: { hello: 'world' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-from-api']).toBe('yes');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(seen[0]?.headers).toMatchObject({
      origin: SHELL,
      cookie: 'sid=abc',
      'x-forwarded-for': '10.1.2.3',
    });
    expect(seen[0]?.body).toEqual({ hello: 'world' });
  });

  it('answers 502 in the API error shape when the API is down', async () => {
    const down = await createAppServer({
      distDir,
      role: 'host',
      appOrigins: APP_ORIGINS,
      apiUrls: ['http://127.0.0.1:9'],
      spaFallback: true,
    });
    const res = await down.inject({ url: '/api/admin/me' });
    await down.close();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: 'The API server is not reachable' });
  });
});
