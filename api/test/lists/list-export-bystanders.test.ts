import { execFile } from 'node:child_process';
import http from 'node:http';
import { EXPORTS_PER_ADMIN, TOO_MANY_EXPORTS } from '../../src/lists/export-slots';
import { listen } from '../helpers/event-streams';
import { addListRows } from '../helpers/list-rows';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

// The attack review: a CSV export asked for without Accept-Encoding (curl, a token script) must
// not hold the whole API for its run: other requests are answered while it streams. And one
// admin runs at most EXPORTS_PER_ADMIN exports at once; a further one gets a 429.

const ROWS = 40_000;
const EXPORT = '/api/wallet/export.csv';

interface Download {
  /** Resolves with the body's length once the whole body has arrived. */
  done: Promise<number>;
  response: Promise<http.IncomingMessage>;
}

/** GET without Accept-Encoding, as curl sends it; `paused` leaves the body unread. */
function download(base: string, cookie: string, paused = false): Download {
  let answer!: (res: http.IncomingMessage) => void;
  const response = new Promise<http.IncomingMessage>((resolve) => (answer = resolve));
  const done = new Promise<number>((resolve, reject) => {
    const req = http.get(`${base}${EXPORT}`, { headers: { cookie }, agent: false }, (res) => {
      answer(res);
      if (paused) return;
      let length = 0;
      res.on('data', (chunk: Buffer) => (length += chunk.length));
      res.on('end', () => resolve(length));
    });
    req.on('error', reject);
  });
  return { done, response };
}

// A reader in another process, as curl is: one in this process would share the server's
// event loop, and its own reads would hand the loop to others between chunks.
const READER = `
const http = require('node:http');
http.get(process.argv[1], { headers: { cookie: process.argv[2] } }, (res) => {
  let length = 0;
  res.on('data', (chunk) => (length += chunk.length));
  res.on('end', () => console.log(res.statusCode, length));
});`;

/** Downloads the export in a child process; resolves with its status and length. */
function downloadElsewhere(base: string, cookie: string): Promise<[number, number]> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', READER, `${base}${EXPORT}`, cookie], (error, stdout) => {
      if (error) return reject(error);
      const [status, length] = stdout.trim().split(' ').map(Number);
      resolve([status ?? 0, length ?? 0]);
    });
  });
}

/**
 * One GET on a connection of its own, body read whole. Not fetch: its pooled keep-alive socket
 * can be one the server is closing as it is reused ("other side closed") on a loaded machine.
 */
function getOnce(url: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { cookie }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

async function timedHealthz(base: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/healthz`);
  await res.text();
  return performance.now() - started;
}

describe('CSV exports beside other requests', () => {
  let t: TestContext;
  let cookie: string;
  let base: string;
  // Held (unread) downloads, dropped before the app closes even when a test fails midway:
  // the server would otherwise wait on them.
  const heldOpen: http.IncomingMessage[] = [];
  beforeAll(async () => {
    ({ t, cookie } = await createSignedInApp({ seedUsers: 5 }));
    for (let from = 0; from < ROWS; from += 2_000)
      await addListRows(t.app.db, 'wallet_transactions', 2_000, from);
    base = await listen(t);
  }, 120_000);
  afterAll(async () => {
    heldOpen.forEach((res) => res.destroy());
    await t?.close();
  });

  it('answers others while an uncompressed export streams', async () => {
    const started = performance.now();
    let finished: number | null = null;
    const exported = downloadElsewhere(base, cookie).finally(() => (finished = performance.now()));
    const waits: number[] = [];
    let answeredDuring = 0;
    while (finished === null) {
      const wait = await timedHealthz(base);
      waits.push(wait);
      if (finished === null) answeredDuring += 1;
    }
    const [status, length] = await exported;
    const exportMs = (finished as number) - started;
    expect(status).toBe(200);
    expect(length).toBeGreaterThan(ROWS * 20);
    // Before: the first bystander waited for the whole export and none was answered while
    // it ran. A share of the export, not a fixed time: another Jest worker shares the CPU (a
    // wait of 0.32 of the export was seen with two workers); the milliseconds are measured by
    // the reliability suite's export-bystanders check.
    expect(answeredDuring).toBeGreaterThanOrEqual(5);
    expect(Math.max(...waits)).toBeLessThan(exportMs / 2);
  }, 60_000);

  it(`runs ${EXPORTS_PER_ADMIN} exports of one admin at once and refuses a further one`, async () => {
    // Unread bodies: the exports stay open, held by the sockets' backpressure.
    const held = Array.from({ length: EXPORTS_PER_ADMIN }, () => download(base, cookie, true));
    const opened = await Promise.all(held.map((d) => d.response));
    heldOpen.push(...opened);
    expect(opened.map((res) => res.statusCode)).toEqual(held.map(() => 200));

    const refused = await getOnce(`${base}${EXPORT}`, cookie);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ success: false, message: TOO_MANY_EXPORTS });

    // Another admin is not held back by this one's exports.
    const finance = await t.loginAs('finance@rewards.test');
    const theirs = await getOnce(`${base}${EXPORT}`, finance);
    expect(theirs.status).toBe(200);

    // A dropped download gives its slot back (once the server has seen the socket close).
    opened[0]!.destroy();
    let status = 429;
    for (let tries = 0; status === 429 && tries < 100; tries += 1) {
      ({ status } = await getOnce(`${base}${EXPORT}`, cookie));
      if (status === 429) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
  }, 60_000);
});
