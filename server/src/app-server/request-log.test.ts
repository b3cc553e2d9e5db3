import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createAppServer } from './app-server';
import { HASHED_CHUNK, makeDist } from './test-dist';

/** An app server whose log lines are kept, at the given level. */
async function serverLogging(level: string, distDir: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text));
  });
  const app = await createAppServer({
    name: 'shell',
    distDir,
    role: 'host',
    appOrigins: ['http://localhost:3000'],
    // Nothing listens there: a proxied call answers 5xx.
    apiUrls: ['http://127.0.0.1:9'],
    spaFallback: true,
    logLevel: level,
    logStream: stream,
  });
  return { app, lines };
}

const completed = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => line.msg === 'request completed');

// README, LOG_LEVEL: the app servers log failures and start-up at info, each request at debug.
describe('the app servers request log', () => {
  let distDir: string;
  let app: FastifyInstance | undefined;
  beforeAll(() => {
    distDir = makeDist('host');
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it('logs no line for an ordinary request at info, and one line for a 5xx at warn', async () => {
    const server = await serverLogging('info', distDir);
    app = server.app;
    expect((await app.inject({ url: `/${HASHED_CHUNK}` })).statusCode).toBe(200);
    expect((await app.inject({ url: '/admin' })).statusCode).toBe(200);
    expect(completed(server.lines)).toEqual([]);
    const failed = await app.inject({ url: '/api/admin/me', headers: { 'x-request-id': 'r-1' } });
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(completed(server.lines)).toEqual([
      expect.objectContaining({
        level: 40,
        reqId: 'r-1',
        method: 'GET',
        url: '/api/admin/me',
        statusCode: failed.statusCode,
      }),
    ]);
    // Fastify's own two lines per request are gone at every level.
    expect(server.lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  });

  it('logs one line per request at debug, with its request id and time', async () => {
    const server = await serverLogging('debug', distDir);
    app = server.app;
    await app.inject({ url: `/${HASHED_CHUNK}`, headers: { 'x-request-id': 'r-2' } });
    expect(completed(server.lines)).toEqual([
      expect.objectContaining({
        level: 20,
        reqId: 'r-2',
        url: `/${HASHED_CHUNK}`,
        statusCode: 200,
        responseTime: expect.any(Number),
      }),
    ]);
  });
});
