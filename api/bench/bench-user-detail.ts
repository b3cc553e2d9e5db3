import os from 'node:os';
import { CRYPTO_LIST, NOTIFICATION_LIST, WALLET_LIST, WITHDRAWAL_LIST } from '@rewards/contract';
import { DEMO_PASSWORD } from '../src/config';
import { benchLogin } from './bench-session';
import { percentile, timed } from './list-probes';
import { startServer } from './server-process';

// `npm run bench:user-detail -w api`: a user's page (/user-table/:id) on seeded
// databases side by side, as bench:lists takes them (BENCH_LIST_DIRS="1k=<dir>,1m=<dir>").
// For BENCH_USERS users (those with the newest withdrawals, so the sections have rows, and ids
// spread over the table), each opened once, cold for that user: every request the page sends,
// p50 / p95 over the users, and the page as the browser sends it (the user, then referrals,
// the four sections' first windows and the audit trail at once). Then the palette's search.

const PORT = Number(process.env.BENCH_PORT ?? 5151);
const USERS = Number(process.env.BENCH_USERS ?? 15);
const SECTIONS = [WALLET_LIST, WITHDRAWAL_LIST, CRYPTO_LIST, NOTIFICATION_LIST];
// The section's first window (LIST_WINDOW_SIZE) and the trail's length (USER_AUDIT_SHOWN).
const WINDOW = 100;
const AUDIT = 50;

// What an admin types into the palette: names, an email's start and domain, phone digits, a
// ref code's prefix, an id. The palette asks the server on each keystroke once the text has
// JUMP_SEARCH_MIN (3) characters (shell/src/palette/use-user-matches.ts), so every prefix from
// the third character on is one sample: keystroke to results, less the client's pacing.
const PALETTE_WORDS = ['sharma', 'user1', '98765', 'REF1', 'kumar', '4242', 'gmail.com', '500000'];
const JUMP_SEARCH_MIN = 3;
const PALETTE_TEXTS = PALETTE_WORDS.flatMap((word) =>
  Array.from({ length: word.length - JUMP_SEARCH_MIN + 1 }, (_, i) =>
    word.slice(0, JUMP_SEARCH_MIN + i),
  ),
);

const show = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 95).toFixed(1)}`;
};

/** Users whose sections have rows (the newest withdrawals'), and ids spread over the table. */
async function sampleUsers(base: string, cookie: string): Promise<number[]> {
  const recent = JSON.parse((await timed(`${base}/api/withdrawals?limit=50`, cookie)).body)
    .data as { rows: { user_id: number }[] };
  const total = JSON.parse((await timed(`${base}/api/users?limit=1`, cookie)).body).data
    .total as number;
  const spread = Array.from({ length: USERS }, (_, i) =>
    Math.max(1, Math.floor(((i + 0.5) * total) / USERS)),
  );
  const owners = [...new Set(recent.rows.map((row) => row.user_id))];
  return [...new Set([...owners.slice(0, Math.ceil(USERS / 2)), ...spread])].slice(0, USERS);
}

const requestsOf = (id: number) => ({
  user: `/api/users/${id}`,
  referrals: `/api/users/${id}/referrals`,
  ...Object.fromEntries(
    SECTIONS.map((list) => [list.path.slice(1), `/api${list.path}?user=${id}&limit=${WINDOW}`]),
  ),
  audit: `/api/audit?userId=${id}&limit=${AUDIT}`,
});

async function benchOne(label: string, env: Record<string, string>) {
  const server = await startServer(
    { DEMO_MODE: 'true', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', ...env },
    PORT,
  );
  try {
    const base = server.url;
    const cookie = await benchLogin(base, { password: DEMO_PASSWORD });
    const ids = await sampleUsers(base, cookie);
    const each: Record<string, number[]> = {};
    const page: number[] = [];
    for (const id of ids) {
      for (const [name, path] of Object.entries(requestsOf(id))) {
        (each[name] ??= []).push((await timed(`${base}${path}`, cookie)).ms);
      }
    }
    // The page as the browser asks, on users not measured above (cold for them too).
    for (const id of ids.map((n) => n + 1)) {
      const { user, ...rest } = requestsOf(id);
      const started = performance.now();
      const first = await fetch(`${base}${user}`, { headers: { cookie } });
      await first.text();
      if (first.ok)
        await Promise.all(
          Object.values(rest).map(async (path) => (await timed(`${base}${path}`, cookie)).body),
        );
      page.push(performance.now() - started);
    }
    const palette: number[] = [];
    const slowest = { text: '', ms: 0 };
    for (const text of PALETTE_TEXTS) {
      const url = `${base}/api/users?search=${encodeURIComponent(text)}&limit=5`;
      const { ms } = await timed(url, cookie);
      palette.push(ms);
      if (ms > slowest.ms) Object.assign(slowest, { text, ms });
    }
    return {
      db: label,
      users: ids.length,
      ...Object.fromEntries(Object.entries(each).map(([name, ms]) => [name, show(ms)])),
      'whole page': show(page),
      palette: show(palette),
      'palette slowest': `'${slowest.text}' ${slowest.ms.toFixed(0)}`,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const targets = (process.env.BENCH_LIST_DIRS ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]);
  if (targets.length === 0) throw new Error('Set BENCH_LIST_DIRS="1k=<dir>,1m=<dir>"');
  const rows = [];
  for (const [label, dir] of targets) rows.push(await benchOne(label, { DATA_DIR: dir }));
  console.log(`\nA user's page, p50 / p95 ms over the sampled users (${os.cpus().length} CPUs):`);
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
