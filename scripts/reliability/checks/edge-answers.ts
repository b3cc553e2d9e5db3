/**
 * What the shell's `/api` proxy itself answers, against the running platform: refusals the
 * shell gives before the API is asked come in the API's error shape (an empty content type,
 * a path that does not decode), and a stream through the shell ends as soon as its session is
 * signed out there, not at the next heartbeat (15 s). Requests so malformed that Node refuses
 * them itself get the API's shape too, from the API and from the shell.
 */
import net from 'node:net';
import type { ReliabilityCheck, ReliabilityReport, ReliabilityTarget } from '../reliability-check';
import { holdOpen } from '../support/held-sockets';

/** Requests Node refuses itself, before any route runs (its `clientError` path). */
const MALFORMED = [
  'NOT HTTP AT ALL\r\n\r\n',
  `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
];

function rawAnswer(url: string, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.write(bytes));
    let received = '';
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

/** On the API and on the shell: Node's refusals come in the API's shape too (decision 035). */
async function nodeRefusals(target: ReliabilityTarget, shellUrl: string): Promise<string[]> {
  const failures: string[] = [];
  for (const url of [target.apiUrl, shellUrl]) {
    for (const bytes of MALFORMED) {
      const answer = await rawAnswer(url, bytes);
      const body = answer.split('\r\n\r\n')[1] ?? '';
      if (!/^HTTP\/1\.1 4\d\d /.test(answer) || !body.startsWith('{"success":false,"message":')) {
        failures.push(`${url} answered ${bytes.slice(0, 20)}... with ${answer.slice(0, 120)}`);
      }
    }
  }
  return failures;
}

const ODD_REQUESTS: { name: string; path: string; init: RequestInit }[] = [
  {
    name: 'empty content type',
    path: '/api/contact',
    init: { method: 'POST', headers: { 'content-type': '' }, body: '{}' },
  },
  { name: 'lone % in the path', path: '/api/%', init: {} },
  { name: 'bad escape in the path', path: '/api/users/%zz', init: {} },
  { name: 'bad escape in a write', path: '/api/quizzes/%', init: { method: 'DELETE' } },
];

async function errorShapes(target: ReliabilityTarget, shellUrl: string): Promise<string[]> {
  const failures: string[] = [];
  const cookie = await target.signIn();
  for (const { name, path, init } of ODD_REQUESTS) {
    for (const signedIn of [false, true]) {
      const headers = { origin: target.appOrigin, ...(signedIn && { cookie }), ...init.headers };
      const res = await fetch(`${shellUrl}${path}`, { ...init, headers });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // reported below
      }
      const shaped =
        typeof body === 'object' &&
        body !== null &&
        (body as { success?: unknown }).success === false &&
        typeof (body as { message?: unknown }).message === 'string';
      if (res.status < 400 || !shaped) {
        failures.push(`${name} (${signedIn ? 'signed in' : 'signed out'}): ${res.status} ${text}`);
      }
    }
  }
  return failures;
}

async function streamEndsAtSignOut(target: ReliabilityTarget, shellUrl: string) {
  const port = Number(new URL(shellUrl).port);
  const cookie = await target.signIn();
  const head = `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`;
  const stream = await holdOpen(port, '127.0.0.1', head);
  if ((await stream.status) !== 200) return ['the stream did not open'];
  const signedOut = Date.now();
  await fetch(`${shellUrl}/api/admin/logout`, {
    method: 'POST',
    headers: { cookie, origin: target.appOrigin },
  });
  const ended = await Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000).unref()),
  ]);
  stream.socket.destroy();
  console.log(`  a stream through the shell ended ${Date.now() - signedOut} ms after sign-out`);
  return ended ? [] : ['a stream through the shell was still open 5 s after its sign-out'];
}

export const edgeAnswers: ReliabilityCheck = {
  name: "edge answers: the shell's refusals in the API's shape, streams end at sign-out",
  async run(target): Promise<ReliabilityReport> {
    const shellUrl = target.appUrls.shell ?? 'http://127.0.0.1:3000';
    const failures = [
      ...(await errorShapes(target, shellUrl)),
      ...(await streamEndsAtSignOut(target, shellUrl)),
      ...(await nodeRefusals(target, shellUrl)),
    ];
    return {
      check: this.name,
      tried: ODD_REQUESTS.length * 2 + 1 + MALFORMED.length * 2,
      failures,
    };
  },
};
