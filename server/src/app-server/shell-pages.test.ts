import fs from 'node:fs';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SsrIndex } from '@rewards/contract/routes';
import { makeDist, pointRemotesAt, startShell } from './test-dist';

/**
 * A stand-in public remote serving dist/ssr like mfe-public's build; `version` changes its pages.
 * `clientScript`: its index names its own client, as a production build of mfe-public does.
 */
async function startPublicRemote(port = 0, clientScript?: string) {
  const remote = Fastify();
  const state = { version: 1, requests: 0 };
  const index: SsrIndex = {
    '/': {
      moduleId: 'mfe_public/LandingPage',
      file: 'index.html',
      stylesFile: 'index.css.html',
      title: 'Rewards | Learn, earn and grow',
      description: 'Learn & earn "rewards".',
      ...(clientScript && { clientScript }),
    },
  };
  remote.addHook('onRequest', async () => {
    state.requests++;
  });
  remote.get('/ssr/index.json', async () => index);
  remote.get('/ssr/index.html', async (_request, reply) =>
    reply.type('text/html').send(`<main><h1>Landing v${state.version} costs $&amp;60</h1></main>`),
  );
  remote.get('/ssr/index.css.html', async (_request, reply) =>
    // Critical CSS is most of a real page's bytes: enough here to pass the gzip threshold.
    reply
      .type('text/html')
      .send(
        `<style data-emotion="css abc">.css-abc{color:red}${'.x{margin:0}'.repeat(100)}</style>`,
      ),
  );
  await remote.listen({ port, host: '127.0.0.1' });
  const address = remote.server.address();
  return { remote, state, port: typeof address === 'object' && address ? address.port : 0 };
}

const pointPublicAt = (distDir: string, port: number) =>
  pointRemotesAt(distDir, { mfe_public: `http://127.0.0.1:${port}/mf-manifest.json` });

describe('the shell serves public routes as HTML', () => {
  let distDir: string;
  let shell: FastifyInstance;
  let publicRemote: Awaited<ReturnType<typeof startPublicRemote>>;

  beforeEach(async () => {
    publicRemote = await startPublicRemote();
    distDir = makeDist('host');
    pointPublicAt(distDir, publicRemote.port);
    shell = await startShell(distDir, { ssrTimeoutMs: 500 });
  });
  afterEach(async () => {
    await shell.close();
    await publicRemote.remote.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('puts the page, its CSS, title, description and remotes.json in the HTML', async () => {
    const res = await shell.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(
      '<div id="root" data-ssr-module="mfe_public/LandingPage"><main><h1>Landing v1 costs $&amp;60</h1></main></div>',
    );
    expect(res.body).toContain('<title>Rewards | Learn, earn and grow</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Learn &amp; earn &quot;rewards&quot;." />',
    );
    expect(res.body).toMatch(/<style data-emotion="css abc">.*<\/head>/);
    expect(res.body).toContain(
      `<script type="application/json" id="remotes-json">{"mfe_public":"http://127.0.0.1:${publicRemote.port}/mf-manifest.json"}</script>`,
    );
  });

  it('gzips a server-rendered page like every other response', async () => {
    const res = await shell.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('Landing v1');
  });

  it('keeps admin routes client-rendered, with remotes.json inlined', async () => {
    const res = await shell.inject({ url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>App</title>');
    expect(res.body).toContain('id="remotes-json"');
  });

  it('revalidates: a redeployed public remote shows on a later request', async () => {
    await shell.inject({ url: '/' });
    publicRemote.state.version = 2;
    // maxAge 0: every request serves the copy at hand and starts a revalidation in the background.
    const first = await shell.inject({ url: '/' });
    expect(first.body).toContain('Landing v1');
    let body = '';
    for (let attempt = 0; attempt < 50 && !body.includes('Landing v2'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      body = (await shell.inject({ url: '/' })).body;
    }
    expect(body).toContain('Landing v2');
  });

  it('serves the last good copy when the public remote is down', async () => {
    await shell.inject({ url: '/' });
    await publicRemote.remote.close();
    const res = await shell.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Landing v1');
  });

  it('falls back to client rendering when the remote was never reachable', async () => {
    await publicRemote.remote.close();
    const res = await shell.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('id="remotes-json"');
  });

  it("swaps the shell's scripts for the remote's own client when it has one", async () => {
    const withClient = await startPublicRemote(0, '../public-client.js');
    try {
      pointPublicAt(distDir, withClient.port);
      const res = await shell.inject({ url: '/' });
      expect(res.body).toContain('Landing v1');
      expect(res.body).toContain(
        `<script defer src="http://127.0.0.1:${withClient.port}/public-client.js"></script>`,
      );
      expect(res.body).not.toContain('/main.0123abcd.js');
      expect(res.body).not.toContain('rel="preload"');
      // An admin route keeps the shell's entry.
      expect((await shell.inject({ url: '/dashboard' })).body).toContain('/main.0123abcd.js');
    } finally {
      await withClient.remote.close();
    }
  });

  it('follows a new remotes.json without a restart', async () => {
    await shell.inject({ url: '/' });
    const moved = await startPublicRemote();
    moved.state.version = 3;
    try {
      pointPublicAt(distDir, moved.port);
      const res = await shell.inject({ url: '/' });
      expect(res.body).toContain('Landing v3');
      expect(res.body).toContain(`127.0.0.1:${moved.port}/mf-manifest.json`);
    } finally {
      await moved.remote.close();
    }
  });
});
