import fs from 'node:fs';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serverLimitsFrom } from '@rewards/http-edge';
import { createAppServer } from './app-server';
import { makeDist, listenPort as listen, SHELL_ORIGIN as SHELL } from './test-dist';
import { POOL_CONNECTIONS } from './upstream-pools';

// More than the one pool of 128 connections the proxy used to share between every request.
const HELD = POOL_CONNECTIONS.ordinary + 2;

/** Opens a socket, sends `head`, keeps it open; resolves once connected. */
function hold(port: number, head: string, sockets: net.Socket[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.write(head);
      resolve();
    });
    socket.on('error', reject);
    sockets.push(socket);
  });
}

async function probe(port: number): Promise<number> {
  const started = Date.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/ping`, {
    signal: AbortSignal.timeout(3_000),
  });
  await res.text();
  return res.status === 200 ? Date.now() - started : Infinity;
}

// One party stopped every /api call through the shell: open event streams or trickled bodies
// took all of the proxy's connections to the API. Streams now have their own connections, and
// an ordinary body is read whole at the shell before it takes one.
describe("the shell's /api proxy under held connections", () => {
  let distDir: string;
  let api: FastifyInstance;
  let shell: FastifyInstance;
  let shellPort: number;
  let openStreams = 0;
  let bodiesStarted = 0;
  let openDownloads = 0;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    api = Fastify();
    api.get('/api/ping', async () => ({ success: true }));
    api.get('/api/events', (request, reply) => {
      openStreams += 1;
      request.raw.once('close', () => (openStreams -= 1));
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write(': open\n\n');
    });
    // A download whose reader is slow: the answer is never finished.
    api.get('/api/users/export.csv', (request, reply) => {
      openDownloads += 1;
      request.raw.once('close', () => (openDownloads -= 1));
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/csv' });
      reply.raw.write('id,name\r\n');
    });
    api.addHook('onRequest', async (request) => {
      if (request.url === '/api/contact') bodiesStarted += 1;
    });
    api.post('/api/contact', async () => ({ success: true }));
    distDir = makeDist('host', 'window.boot = 1;');
    shell = await createAppServer({
      distDir,
      role: 'host',
      appOrigins: [SHELL],
      apiUrls: [`http://127.0.0.1:${await listen(api)}`],
      spaFallback: true,
      // One address holds them all here; the per-address cap is tested elsewhere.
      limits: { ...serverLimitsFrom({}), maxConnectionsPerIp: 10_000, maxConnections: 10_000 },
    });
    shellPort = await listen(shell);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await shell.close();
    await api.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('answers ordinary calls while more streams than the old pool are open', async () => {
    const head = 'GET /api/events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n';
    await Promise.all(Array.from({ length: HELD }, () => hold(shellPort, head, sockets)));
    // Every stream reached the API (the old shared pool let 128 through).
    while (openStreams < HELD) await new Promise((resolve) => setTimeout(resolve, 10));
    const times: number[] = [];
    for (let i = 0; i < 10; i += 1) times.push(await probe(shellPort));
    expect(Math.max(...times)).toBeLessThan(1_000);
  });

  it('answers ordinary calls while bodies trickle in, and the API sees none of them', async () => {
    const head =
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{';
    await Promise.all(Array.from({ length: HELD }, () => hold(shellPort, head, sockets)));
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) times.push(await probe(shellPort));
    expect(Math.max(...times)).toBeLessThan(1_000);
    expect(bodiesStarted).toBe(0);
  });

  it('answers ordinary calls while slow readers hold more downloads than the old pool', async () => {
    const head = 'GET /api/users/export.csv HTTP/1.1\r\nHost: x\r\n\r\n';
    await Promise.all(Array.from({ length: HELD }, () => hold(shellPort, head, sockets)));
    // The downloads' own connections fill; the rest wait at the shell (and stay there).
    while (openDownloads < POOL_CONNECTIONS.downloads) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const times: number[] = [];
    for (let i = 0; i < 10; i += 1) times.push(await probe(shellPort));
    expect(Math.max(...times)).toBeLessThan(1_000);
    expect(openDownloads).toBe(POOL_CONNECTIONS.downloads);
  });
});
