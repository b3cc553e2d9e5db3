import { PassThrough } from 'node:stream';
import type * as LauncherLog from './launcher-log';

// The launcher's output under a supervisor: JSON lines, each named by its app (the production
// review's logs); on a terminal `[app] text`.
function loadWith(format: 'json' | 'text') {
  process.env.LOG_FORMAT = format;
  let log: typeof LauncherLog | undefined;
  jest.isolateModules(() => {
    log = jest.requireActual<typeof LauncherLog>('./launcher-log');
  });
  return log!;
}

function printed(run: () => void): string[] {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => (lines.push(String(chunk).trimEnd()), true);
  const out = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    run();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines;
}

afterEach(() => delete process.env.LOG_FORMAT);

describe('the launcher log as JSON lines', () => {
  it('names a service line that is JSON without an app, and passes one with an app as is', () => {
    const { serviceLine } = loadWith('json');
    const shell = '{"level":30,"time":1,"app":"shell","msg":"serving"}';
    const [api, own] = printed(() => {
      serviceLine('api', '{"level":30,"time":1,"reqId":"r1","msg":"incoming request"}', false);
      serviceLine('shell', shell, false);
    });
    expect(JSON.parse(api!)).toEqual({
      level: 30,
      time: 1,
      reqId: 'r1',
      msg: 'incoming request',
      app: 'api',
    });
    expect(own).toBe(shell);
  });

  it("wraps a service's plain text and its own events, errors at pino's level 50", () => {
    const { serviceLine, logLine } = loadWith('json');
    const lines = printed(() => {
      serviceLine('api', '    at Server.listen (node:net:1)', true);
      logLine('error', 'crashed; restart 1 in 0.5 s', {}, 'api');
      logLine('info', 'The platform is running', { admin: 'http://localhost:3000/admin' });
    });
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { level: 50, time: expect.any(Number), app: 'api', msg: '    at Server.listen (node:net:1)' },
      { level: 50, time: expect.any(Number), app: 'api', msg: 'crashed; restart 1 in 0.5 s' },
      {
        level: 30,
        time: expect.any(Number),
        app: 'platform',
        msg: 'The platform is running',
        admin: 'http://localhost:3000/admin',
      },
    ]);
  });

  it('forwards whole lines however the stream cuts them', async () => {
    const { forwardLines } = loadWith('json');
    const stream = new PassThrough();
    const lines: string[] = [];
    const out = jest
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk) => (lines.push(String(chunk).trimEnd()), true));
    forwardLines('api', stream, false);
    stream.write('{"level":30,"msg":"one');
    stream.write(' line"}\nplain');
    stream.end(' text\n');
    await new Promise((resolve) => stream.on('end', resolve));
    await new Promise((resolve) => setImmediate(resolve));
    out.mockRestore();
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { level: 30, msg: 'one line', app: 'api' },
      { level: 30, time: expect.any(Number), app: 'api', msg: 'plain text' },
    ]);
  });
});

describe('the launcher log on a terminal', () => {
  it('prefixes every line with its app', () => {
    const { serviceLine, logLine } = loadWith('text');
    const lines = printed(() => {
      serviceLine('api', '{"level":30,"msg":"incoming request"}', false);
      logLine('info', 'The platform is running', { admin: 'http://localhost:3000/admin' });
    });
    expect(lines).toEqual([
      '[api] {"level":30,"msg":"incoming request"}',
      '[platform] The platform is running admin=http://localhost:3000/admin',
    ]);
  });
});
