/**
 * `kill -9` of one API instance under a stream of requests through nginx: six clients read
 * the users list and change a user's trust flag (PUT: idempotent, so nginx may send it again
 * when the connection is lost under it), one instance dies a second in, and every request is
 * still answered 200. nginx's access log (the `$upstream_addr` it tried) shows the dead
 * instance served requests before and what nginx sent to the other one.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { check, type HttpsClient } from '../https-client';
import { ADMIN_ORIGIN, API_URLS } from '../topology';

const CLIENTS = 6;
const BEFORE_MS = 1_000;
const AFTER_MS = 3_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface KillFigures {
  sent: number;
  failed: number;
  afterKill: number;
}

async function userIds(client: HttpsClient, cookie: string): Promise<number[]> {
  const list = await client.send(`${ADMIN_ORIGIN}/api/users?limit=20`, { headers: { cookie } });
  const rows = (list.body as { data?: { rows?: { id: number }[] } }).data?.rows ?? [];
  check(rows.length > 0, `the users list answers through nginx (${rows.length} users)`);
  return rows.map((row) => row.id);
}

/** Which instances nginx's access log says served requests, and how many it retried. */
function upstreamsLogged(accessLog: string) {
  const lines = fs.readFileSync(accessLog, 'utf8').trim().split('\n');
  const hostOf = (url: string) => new URL(url).host;
  return {
    first: lines.filter((line) => line.includes(hostOf(API_URLS[0] as string))).length,
    retried: lines.filter((line) => line.includes(', ')).length,
  };
}

export async function checkKillApi(
  client: HttpsClient,
  cookie: string,
  victim: ChildProcess,
  accessLog: string,
): Promise<KillFigures> {
  const ids = await userIds(client, cookie);
  const headers = { cookie, origin: ADMIN_ORIGIN };
  const failures: string[] = [];
  let sent = 0;
  let afterKill = 0;
  let killed = false;
  let stop = false;
  const stream = async (n: number) => {
    for (let i = 0; !stop; i++) {
      const id = ids[(n + i) % ids.length] as number;
      const write = i % 2 === 1;
      const answer = write
        ? await client.send(`${ADMIN_ORIGIN}/api/users/${id}/trust`, {
            method: 'PUT',
            headers,
            json: { trust: i % 4 === 1 },
          })
        : await client.send(`${ADMIN_ORIGIN}/api/users?limit=${10 + (i % 5)}`, { headers });
      sent++;
      if (killed) afterKill++;
      if (answer.status !== 200) failures.push(`${write ? 'PUT' : 'GET'} ${answer.status}`);
    }
  };
  const streams = Array.from({ length: CLIENTS }, (_, n) => stream(n));
  await pause(BEFORE_MS);
  const before = upstreamsLogged(accessLog).first;
  victim.kill('SIGKILL');
  killed = true;
  await pause(AFTER_MS);
  stop = true;
  await Promise.all(streams);
  const { retried } = upstreamsLogged(accessLog);
  check(before > 0, `${API_URLS[0]} served ${before} requests before its kill -9`);
  check(victim.signalCode === 'SIGKILL', `${API_URLS[0]} is gone (${victim.signalCode})`);
  check(
    failures.length === 0 && afterKill > 0,
    `${sent} requests (${afterKill} after the kill), ${failures.length} failed (${failures.slice(0, 5).join(', ')}); nginx sent ${retried} on to the other instance`,
  );
  return { sent, failed: failures.length, afterKill };
}
