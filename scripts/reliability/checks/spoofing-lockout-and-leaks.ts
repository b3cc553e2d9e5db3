/**
 * Reliability check "spoofing, lockout and leaks" (docs/security.md): attacks on who the API
 * believes a caller is and on what it lets slip, found by an independent review and
 * run against the platform as started. Each case is one attack; the promise is that it fails.
 * - X-Forwarded-For from a local client, directly and through the shell, never becomes the
 *   address the API records (finding 6).
 * - Wrong passwords for the owner from another local address neither lock the owner out nor
 *   answer a known email differently from an unknown one (finding 3).
 * - A content admin reads no money on the dashboard and no payment proof (findings 4 and 8).
 * - A multipart boundary too long for the parser gets 400, not 500 (finding 7).
 */
import type { ReliabilityCheck, ReliabilityTarget } from '../reliability-check';
import { openPlatformDb } from '../../support/platform-db';
import { signInFrom } from '../support/local-address';

const SPOOFED = '203.0.113.77';
const DEMO_PASSWORD = 'Admin@123';

async function spoofedAddresses(target: ReliabilityTarget, fail: (line: string) => void) {
  const bases = [target.apiUrl, target.appUrls.shell].filter((b): b is string => Boolean(b));
  for (const base of bases) {
    const login = await signInFrom(base, target, 'admin@rewards.test', DEMO_PASSWORD, {
      'x-forwarded-for': SPOOFED,
    });
    const sessions = await fetch(`${base}/api/admins/me/sessions`, {
      headers: { cookie: login.cookie },
    });
    const body = (await sessions.json()) as { data?: { ip: string | null; current: boolean }[] };
    const ip = body.data?.find((session) => session.current)?.ip;
    if (ip === undefined || ip === SPOOFED)
      fail(`${base}: a spoofed X-Forwarded-For was recorded as ${ip}`);
  }
}

async function lockoutAndEnumeration(target: ReliabilityTarget, fail: (line: string) => void) {
  const answers = async (email: string, localAddress: string) => {
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await signInFrom(
        target.apiUrl,
        target,
        email,
        'wrong-password',
        {},
        localAddress,
      );
      seen.push(`${res.status} ${res.message}`);
    }
    return seen.join(' | ');
  };
  await answers('admin@rewards.test', '127.0.0.2');
  const owner = await signInFrom(target.apiUrl, target, 'admin@rewards.test', DEMO_PASSWORD);
  if (owner.status !== 200) fail(`the owner was locked out by another address: ${owner.status}`);
  const known = await answers('finance@rewards.test', '127.0.0.3');
  const unknown = await answers('nobody-here@rewards.test', '127.0.0.4');
  if (known !== unknown) fail(`known and unknown emails answer differently: ${known} / ${unknown}`);
}

async function contentReadsMoney(target: ReliabilityTarget, fail: (line: string) => void) {
  const { cookie } = await signInFrom(target.apiUrl, target, 'content@rewards.test', DEMO_PASSWORD);
  const get = (path: string) => fetch(`${target.apiUrl}${path}`, { headers: { cookie } });
  const stats = (await (await get('/api/dashboard/stats')).json()) as { data?: object };
  for (const [key, value] of Object.entries(stats.data ?? {})) {
    if (['totalRevenue', 'pendingWithdrawals', 'pendingPayments'].includes(key) && value !== null)
      fail(`content read ${key} on the dashboard`);
  }
  for (const type of ['withdrawal', 'payment']) {
    const res = await get(`/api/dashboard/recent-activities?type=${type}`);
    if (res.status !== 403) fail(`content read ${type} activities: ${res.status}`);
  }
  const db = openPlatformDb(target.dataDir);
  try {
    const proof = await db
      .selectFrom('wallet_transactions')
      .select('screenshot_file')
      .where('screenshot_file', 'is not', null)
      .executeTakeFirst();
    const res = await get(`/api/uploads/${proof?.screenshot_file ?? 'none'}`);
    if (!proof || res.status === 200) fail(`content read a payment proof: ${res.status}`);
  } finally {
    await db.destroy();
  }
}

async function longBoundary(target: ReliabilityTarget, fail: (line: string) => void) {
  const cookie = await target.signIn();
  const boundary = 'b'.repeat(256);
  for (const path of ['/api/home-data', '/api/videos']) {
    const res = await fetch(`${target.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        cookie,
        origin: target.appOrigin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    if (res.status !== 400) fail(`POST ${path} with a 256-character boundary: ${res.status}`);
  }
}

export const spoofingLockoutAndLeaks: ReliabilityCheck = {
  name: 'spoofing, lockout and leaks',
  async run(target) {
    const failures: string[] = [];
    const fail = (line: string) => failures.push(line);
    const cases = [spoofedAddresses, lockoutAndEnumeration, contentReadsMoney, longBoundary];
    for (const attack of cases) await attack(target, fail);
    return { check: 'spoofing, lockout and leaks', tried: cases.length, failures };
  },
};
