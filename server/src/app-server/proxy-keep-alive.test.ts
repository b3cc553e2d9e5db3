import fs from 'node:fs';
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { serverLimitOptions, serverLimitsFrom } from '@rewards/http-edge';
import { createAppServer } from './app-server';
import { makeDist, listenPort as listen, SHELL_ORIGIN as SHELL } from './test-dist';

// Both hops close a keep-alive socket after this many requests (MAX_REQUESTS_PER_SOCKET).
const LIMITS = { ...serverLimitsFrom({}), maxRequestsPerSocket: 3 };

function send(
  agent: http.Agent,
  port: number,
  method: string,
  path = '/api/ping',
): Promise<[number, string]> {
  return new Promise((resolve, reject) => {
    const body = method === 'POST' ? '{"n":1}' : undefined;
    const request = http.request(
      {
        agent,
        port,
        host: '127.0.0.1',
        method,
        path,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve([response.statusCode ?? 0, text]));
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

// A keep-alive socket that reached its request cap must be closed by the side that reached
// it, never refused with Node's empty 503 (1 of ~6,400 requests through the shell under races:
// the client could not tell whether a money decision was applied).
describe('keep-alive sockets through the shell', () => {
  const flakySeen: string[] = [];
  let distDir: string;
  let api: FastifyInstance;
  let shell: FastifyInstance;
  let shellPort: number;

  beforeAll(async () => {
    api = Fastify(serverLimitOptions(LIMITS));
    api.all('/api/ping', async () => ({ success: true }));
    // Closes the socket under the first request of each method it gets, as an API closing an
    // idle keep-alive socket just as the proxy sends on it would.
    api.all('/api/flaky', async (request, reply) => {
      flakySeen.push(request.method);
      if (flakySeen.filter((m) => m === request.method).length === 1) request.raw.socket.destroy();
      else return reply.send({ success: true });
    });
    // Like the event stream's head: an explicit header keeps Node from closing at the cap.
    api.all('/api/explicit', async (_request, reply) =>
      reply.header('connection', 'keep-alive').send({ success: true }),
    );
    distDir = makeDist('host', 'window.boot = 1;');
    shell = await createAppServer({
      distDir,
      role: 'host',
      appOrigins: [SHELL],
      apiUrls: [`http://127.0.0.1:${await listen(api)}`],
      spaFallback: true,
      limits: LIMITS,
    });
    shellPort = await listen(shell);
  });
  afterAll(async () => {
    await shell.close();
    await api.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['GET', 'POST'])(
    'answers every %s on one client socket past both caps',
    async (method) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const answers: [number, string][] = [];
      for (let i = 0; i < 20; i += 1) answers.push(await send(agent, shellPort, method));
      agent.destroy();
      expect(answers.filter(([status]) => status !== 200)).toEqual([]);
    },
  );

  it.each(['GET', 'POST'])(
    'answers every %s after answers that say keep-alive themselves',
    async (method) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const answers: [number, string][] = [];
      for (let i = 0; i < 20; i += 1) {
        answers.push(await send(agent, shellPort, method, i % 2 ? '/api/ping' : '/api/explicit'));
      }
      agent.destroy();
      expect(answers.filter(([status]) => status !== 200)).toEqual([]);
    },
  );

  it('retries a GET once on a socket the API closed, never a POST', async () => {
    const get = await fetch(`http://127.0.0.1:${shellPort}/api/flaky`);
    const post = await fetch(`http://127.0.0.1:${shellPort}/api/flaky`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect([get.status, post.status]).toEqual([200, 502]);
    expect(await post.json()).toEqual({ success: false, message: expect.any(String) });
    // The POST reached the API once: whether it was applied is the API's to say, not a retry's.
    expect(flakySeen).toEqual(['GET', 'GET', 'POST']);
  });
});
