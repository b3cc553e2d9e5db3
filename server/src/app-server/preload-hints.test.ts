import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { preloadLinks } from './preload-hints';
import { makeDist, REMOTE_ORIGINS, startShell } from './test-dist';

const FRAMEWORK = 'framework.0a1b2c3d.js';

describe('preload hints in the pages the shell serves', () => {
  let distDir: string;
  let shell: FastifyInstance;

  beforeEach(async () => {
    distDir = makeDist('host');
    // The shell's build emits it next to its other chunks (found there: decision 043).
    fs.writeFileSync(path.join(distDir, FRAMEWORK), '');
    fs.writeFileSync(path.join(distDir, '10.abcdef01.js'), '');
    // The remotes of makeDist are not running: public routes render on the client.
    shell = await startShell(distDir);
  });
  afterEach(async () => {
    await shell.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("preloads the framework chunk and the route's remote manifest and entry", async () => {
    const res = await shell.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="script" href="/${FRAMEWORK}">`);
    expect(head).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${REMOTE_ORIGINS[1]}/mf-manifest.json">`,
    );
    expect(head).toContain(
      `<link rel="preload" as="script" href="${REMOTE_ORIGINS[1]}/remoteEntry.js">`,
    );
  });

  it("preloads an admin route's remote, and no remote for a shell route", async () => {
    const users = await shell.inject({ url: '/user-table' });
    expect(users.body).toContain(`href="${REMOTE_ORIGINS[0]}/remoteEntry.js"`);
    expect(users.body).not.toContain(`${REMOTE_ORIGINS[1]}/remoteEntry.js`);
    // A route with a parameter, as a link from another screen or the palette opens it.
    const user = await shell.inject({ url: '/user-table/42?from=audit' });
    expect(user.body).toContain(`href="${REMOTE_ORIGINS[0]}/remoteEntry.js"`);
    const tooDeep = await shell.inject({ url: '/user-table/42/extra' });
    expect(tooDeep.body).not.toContain('remoteEntry.js');

    const login = await shell.inject({ url: '/admin' });
    expect(login.body).toContain(`href="/${FRAMEWORK}"`);
    expect(login.body).not.toContain('remoteEntry.js');
    expect(login.body).not.toContain('as="fetch"');
  });
});

describe('preloadLinks', () => {
  it('puts the entry next to a versioned manifest and escapes attribute values', () => {
    const links = preloadLinks({
      remoteManifestUrl:
        'https://cdn.example/users/versions/1.0.0-ab12cd34/mf-manifest.json?a=1&b="2"',
    });
    expect(links).toContain(
      'href="https://cdn.example/users/versions/1.0.0-ab12cd34/remoteEntry.js"',
    );
    expect(links).toContain('mf-manifest.json?a=1&amp;b=&quot;2&quot;"');
  });

  it('gives no hint for an invalid remote URL', () => {
    expect(preloadLinks({ remoteManifestUrl: 'not a url' })).toBe('');
  });
});
