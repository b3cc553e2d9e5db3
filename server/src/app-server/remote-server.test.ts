import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAppServer } from './app-server';
import { APP_ORIGINS, directives, makeDist, SHELL_ORIGIN as SHELL } from './test-dist';

describe('a remote server', () => {
  let distDir: string;
  let versionsDir: string;
  let remote: FastifyInstance;

  beforeAll(async () => {
    distDir = makeDist('remote');
    // Two published versions side by side, as scripts/deploy/ leaves them.
    versionsDir = makeDist('remote');
    for (const version of ['1.0.0-aaaaaaaa', '1.0.1-bbbbbbbb']) {
      fs.mkdirSync(path.join(versionsDir, version));
      fs.writeFileSync(path.join(versionsDir, version, 'mf-manifest.json'), `{"v":"${version}"}`);
      fs.writeFileSync(path.join(versionsDir, version, 'remoteEntry.js'), 'var remote = {};');
    }
    remote = await createAppServer({
      distDir,
      role: 'remote',
      appOrigins: APP_ORIGINS,
      spaFallback: true,
      versionsDir,
    });
  });
  afterAll(async () => {
    await remote.close();
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.rmSync(versionsDir, { recursive: true, force: true });
  });

  it('serves every published version side by side, immutable, with the same CORS rule', async () => {
    for (const version of ['1.0.0-aaaaaaaa', '1.0.1-bbbbbbbb']) {
      const res = await remote.inject({
        url: `/versions/${version}/mf-manifest.json`,
        headers: { origin: SHELL },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ v: version });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin']).toBe(SHELL);
      expect(res.headers['content-security-policy']).toBeDefined();
    }
    const entry = await remote.inject({ url: '/versions/1.0.1-bbbbbbbb/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      (await remote.inject({ url: '/versions/9.9.9-00000000/mf-manifest.json' })).statusCode,
    ).toBe(404);
    for (const url of [
      '/versions/../../../../etc/passwd',
      '/versions/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    ])
      expect((await remote.inject({ url })).body).not.toContain('root:');
    // The unversioned dist/ keeps its revalidated manifest.
    const current = await remote.inject({ url: '/mf-manifest.json' });
    expect(current.headers['cache-control']).toBe('no-cache');
  });

  it("hides source maps, its own and its versions', unless SERVE_SOURCE_MAPS asks for them", async () => {
    fs.writeFileSync(path.join(distDir, 'remoteEntry.js.map'), '{"sources":["secret.ts"]}');
    fs.writeFileSync(path.join(versionsDir, '1.0.1-bbbbbbbb', 'remoteEntry.js.map'), '{}');
    // The attack review: the check read the raw URL; encoded and dotted spellings name the same file.
    const spellings = [
      '/remoteEntry.js.map',
      '/versions/1.0.1-bbbbbbbb/remoteEntry.js.map',
      '/remoteEntry.js%2Emap',
      '/remoteEntry.js%2emap',
      '/remoteEntry.js.m%61p',
      '/remoteEntry.js.%6D%61%70',
      '/remoteEntry%2Ejs%2Emap',
      '/versions/1.0.1-bbbbbbbb/remoteEntry.js%2Emap',
      '/x/../remoteEntry.js.map',
      '/./remoteEntry.js.map',
      '/api/../remoteEntry.js.map',
      '/remoteEntry.js.map?download=1',
    ];
    for (const url of spellings) {
      const res = await remote.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('secret.ts');
    }
    const open = await createAppServer({
      distDir,
      role: 'remote',
      appOrigins: APP_ORIGINS,
      spaFallback: true,
      sourceMaps: true,
    });
    try {
      expect((await open.inject({ url: '/remoteEntry.js.map' })).json()).toEqual({
        sources: ['secret.ts'],
      });
    } finally {
      await open.close();
    }
  });

  it('allows CORS for the shell origins only, never *', async () => {
    for (const origin of APP_ORIGINS) {
      const res = await remote.inject({ url: '/mf-manifest.json', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(String(res.headers.vary)).toMatch(/Origin/);
    }
    for (const origin of ['http://localhost:3004', 'https://evil.example', 'null']) {
      const res = await remote.inject({ url: '/remoteEntry.js', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets the shell run its scripts (cross-origin resource policy) but allows no foreign script', async () => {
    const res = await remote.inject({ url: '/remoteEntry.js' });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('does not proxy /api: only the shell origin talks to the API', async () => {
    const res = await remote.inject({ method: 'POST', url: '/api/admin/login', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
