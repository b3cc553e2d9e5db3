import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAppServer } from './app-server';
import { makeDist, SHELL_ORIGIN as SHELL } from './test-dist';

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
