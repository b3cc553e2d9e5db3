import fs from 'node:fs';
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAppServer } from './app-server';
import { listenUrl, makeDist, SHELL_ORIGIN as SHELL } from './test-dist';

const SECRET = 's'.repeat(40);

// docs/security.md#issue-30-fixed-and-tested, finding 6.
// The proxy appended the client's X-Forwarded-For, so a client picked its
// rate-limit address through the shell too.
describe("the shell's /api proxy and the client address", () => {
  let api: FastifyInstance;
  let distDir: string;
  const seen: Record<string, unknown>[] = [];

  beforeAll(async () => {
    api = Fastify();
    api.post('/api/echo', async (request) => {
      seen.push(request.headers);
      return { success: true };
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    distDir = makeDist('host');
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const shell = (proxySecret?: string) =>
    createAppServer({
      distDir,
      role: 'host',
      appOrigins: [SHELL],
      apiUrls: [`http://127.0.0.1:${(api.server.address() as { port: number }).port}`],
      spaFallback: true,
      proxySecret,
    });

  it("replaces the client's X-Forwarded-For and X-Proxy-Secret, and vouches with its own", async () => {
    seen.length = 0;
    for (const secret of [undefined, SECRET]) {
      const server = await shell(secret);
      try {
        await server.inject({
          method: 'POST',
          url: '/api/echo',
          headers: {
            origin: SHELL,
            'x-forwarded-for': '203.0.113.9',
            'x-proxy-secret': 'guessed',
            'content-type': 'application/json',
          },
          payload: {},
          remoteAddress: '10.1.2.4',
        });
      } finally {
        await server.close();
      }
    }
    expect(seen.map((h) => h['x-forwarded-for'])).toEqual(['10.1.2.4', '10.1.2.4']);
    expect(seen.map((h) => h['x-proxy-secret'])).toEqual([undefined, SECRET]);
  });
});

/** A POST as curl sends a body over 1 MiB: `Expect: 100-continue`, the body after the 100. */
function postExpectingContinue(
  url: string,
  body: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        origin: SHELL,
        expect: '100-continue',
        'content-type': 'application/octet-stream',
        'content-length': body.length,
      },
    });
    request.on('continue', () => request.end(body));
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
}

// docs/security.md#issue-42-fixed-and-tested, finding 5: every `/api` request with
// `Expect: 100-continue` answered 502 at the shell (uploads of 1-3 MB with curl failed).
describe("the shell's /api proxy and Expect: 100-continue", () => {
  const UPLOAD_LIMIT = 3 * 1024 * 1024;
  let api: FastifyInstance;
  let shell: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    api = Fastify({ bodyLimit: 8 * 1024 * 1024 });
    api.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_r, body, done) =>
      done(null, body),
    );
    // As the API's upload routes do: the body is read, then refused past the file limit.
    api.post('/api/home-data', async (request, reply) => {
      const bytes = (request.body as Buffer).length;
      if (bytes > UPLOAD_LIMIT)
        return reply.code(413).send({ success: false, message: 'The file is too large' });
      return { success: true, bytes };
    });
    api.post('/api/echo', async (request) => ({
      success: true,
      bytes: (request.body as Buffer).length,
    }));
    distDir = makeDist('host');
    shell = await createAppServer({
      distDir,
      role: 'host',
      appOrigins: [SHELL],
      apiUrls: [await listenUrl(api)],
      spaFallback: true,
    });
  });
  afterAll(async () => {
    await shell.close();
    await api.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("passes the body on and the API's answer back, 413 included", async () => {
    const base = await listenUrl(shell);
    const small = await postExpectingContinue(`${base}/api/home-data`, Buffer.alloc(1000, 1));
    expect(small).toEqual({ status: 200, body: JSON.stringify({ success: true, bytes: 1000 }) });
    const ordinary = await postExpectingContinue(`${base}/api/echo`, Buffer.alloc(2000, 1));
    expect(ordinary.status).toBe(200);
    // curl sends the header itself for bodies over 1 MiB: 1-3 MB uploads failed with 502.
    const upload = await postExpectingContinue(`${base}/api/home-data`, Buffer.alloc(2 << 20, 1));
    expect(upload).toEqual({
      status: 200,
      body: JSON.stringify({ success: true, bytes: 2 << 20 }),
    });
    const large = await postExpectingContinue(`${base}/api/home-data`, Buffer.alloc(4 << 20, 1));
    expect(large).toEqual({
      status: 413,
      body: JSON.stringify({ success: false, message: 'The file is too large' }),
    });
  });
});
