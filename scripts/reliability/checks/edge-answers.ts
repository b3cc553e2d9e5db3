/**
 * What the shell's `/api` proxy itself answers, against the running platform: refusals the
 * shell gives before the API is asked come in the API's error shape (an empty content type,
 * a path that does not decode), and a stream through the shell ends as soon as its session is
 * signed out there, not at the next heartbeat (15 s).
 */
import type { ReliabilityCheck, ReliabilityReport, ReliabilityTarget } from '../reliability-check';
import { holdOpen } from '../support/held-sockets';

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
    ];
    return { check: this.name, tried: ODD_REQUESTS.length * 2 + 1, failures };
  },
};
