/**
 * Holds 500 event streams (63 sessions, 8 each: the per-session cap) and 300 trickling
 * `POST /api/contact` bodies open through the shell, each kind from several addresses, then
 * times ordinary signed-in calls through the same shell: p99 must stay under 200 ms and every
 * call must be answered (decision 029). Before, 130 of either stopped every `/api` call.
 */
import type { ReliabilityCheck, ReliabilityReport, ReliabilityTarget } from '../reliability-check';
import {
  type HeldSocket,
  holdMany,
  holdOpen,
  loopbackAddresses,
  quantile,
} from '../support/held-sockets';

const STREAMS = 500;
const STREAMS_PER_SESSION = 8;
const SLOW_BODIES = 300;
const PROBES = 300;
const P99_LIMIT_MS = 200;
// The shell's stream pool (server/src/app-server/upstream-pools.ts): the rest wait at the shell.
const STREAMS_THROUGH = 256;

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return done();
}

async function openStreams(port: number, target: ReliabilityTarget): Promise<HeldSocket[]> {
  const sessions: string[] = [];
  for (let i = 0; i < Math.ceil(STREAMS / STREAMS_PER_SESSION); i += 1) {
    sessions.push(await target.signIn());
  }
  let i = 0;
  return holdMany(STREAMS, loopbackAddresses(1, 9), (from) => {
    const cookie = sessions[Math.floor(i++ / STREAMS_PER_SESSION)] ?? '';
    const head = `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`;
    return holdOpen(port, from, head);
  });
}

function trickleBodies(port: number, origin: string): Promise<HeldSocket[]> {
  const head = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`;
  return holdMany(SLOW_BODIES, loopbackAddresses(2, 5), (from) => holdOpen(port, from, head));
}

async function probe(shellUrl: string, cookie: string): Promise<number | string> {
  const started = performance.now();
  try {
    const res = await fetch(`${shellUrl}/api/admin/me`, {
      headers: { cookie },
      signal: AbortSignal.timeout(5_000),
    });
    await res.text();
    return res.status === 200 ? performance.now() - started : `answered ${res.status}`;
  } catch (error) {
    return `failed: ${(error as Error).name}`;
  }
}

export const heldConnections: ReliabilityCheck = {
  name: 'held connections: ordinary /api calls beside open streams and trickled bodies',
  async run(target): Promise<ReliabilityReport> {
    const failures: string[] = [];
    const shellUrl = target.appUrls.shell ?? 'http://127.0.0.1:3000';
    const port = Number(new URL(shellUrl).port);
    const held: HeldSocket[] = [];
    const answered = new Map<number, number>();
    const count = (status: number) => answered.set(status, (answered.get(status) ?? 0) + 1);
    try {
      const streams = await openStreams(port, target);
      held.push(...streams);
      for (const s of streams) void s.status.then(count);
      const through = Math.min(STREAMS, STREAMS_THROUGH);
      if (!(await waitUntil(() => (answered.get(200) ?? 0) >= through, 60_000))) {
        failures.push(`only ${answered.get(200) ?? 0} of ${through} streams opened within 60 s`);
      }
      const bodiesFrom = Date.now();
      const bodies = await trickleBodies(port, target.appOrigin);
      held.push(...bodies);
      const drip = setInterval(() => bodies.forEach((b) => b.socket.write(' ')), 1_000);
      const cookie = await target.signIn();
      const times: number[] = [];
      // Ten failures in a row say enough (each may wait 5 s).
      for (let i = 0, inARow = 0; i < PROBES && inARow < 10; i += 1) {
        const result = await probe(shellUrl, cookie);
        inARow = typeof result === 'number' ? 0 : inARow + 1;
        if (typeof result === 'number') times.push(result);
        else failures.push(`probe ${i + 1}: ${result}`);
      }
      clearInterval(drip);
      const stillOpen = held.filter((h) => !h.socket.destroyed).length;
      const [p50, p99] = [quantile(times, 0.5), quantile(times, 0.99)];
      console.log(
        `  ${STREAMS} streams (${answered.get(200) ?? 0} answered 200, others queued at the shell), ` +
          `${SLOW_BODIES} trickled bodies for ${((Date.now() - bodiesFrom) / 1000).toFixed(1)} s, ` +
          `${stillOpen} of ${held.length} still open; ${times.length}/${PROBES} probes ` +
          `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
      );
      const refused = [...answered].filter(([status]) => status !== 200);
      if (refused.length) failures.push(`streams answered ${JSON.stringify(refused)}`);
      if (!(p99 < P99_LIMIT_MS)) failures.push(`probe p99 ${p99.toFixed(1)} ms >= ${P99_LIMIT_MS}`);
      return { check: this.name, tried: STREAMS + SLOW_BODIES + PROBES, failures };
    } finally {
      for (const h of held) h.socket.destroy();
    }
  },
};
