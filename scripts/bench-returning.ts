/**
 * `npm run bench:returning [-- --no-build]`: a returning admin's first rows on the list screens
 * (Payment, Withdrawal, Crypto Pay, Notifications, User Manage), every script already cached.
 * On each database of api/bench/bench-targets.ts (BENCH_LIST_DIRS: a copy of each folder is
 * served, the seeded one is left as it is; BENCH_LIST_URLS: PostgreSQL, BENCH_API_INSTANCES
 * instances), it starts the built platform, signs in once in one browser context, opens each
 * screen once to fill the cache, then BENCH_VISITS (4) visits per screen in a new tab each,
 * and prints each phase's median from navigation start: when the session check
 * (`/api/admin/me`), the route's code (its remote's entry, container and chunks) and the
 * list's first page request left (→) and ended (✓), and when the first rows painted.
 * BENCH_RETURNING_ROOTS="old=<tree>,new=<tree>" runs each tree's build on the same database in
 * turn (e.g. a `git archive` of an older commit, built, `node_modules` linked): a same-run
 * comparison on a noisy machine. A measurement, not a test: it fails only if a screen breaks.
 */
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { benchTargets, labelledPairs, type BenchTarget } from '../api/bench/bench-targets';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { SHELL } from './bench-lists-screens';
import {
  fetchedResources,
  medianPhases,
  phasesOf,
  RETURNING_SCREENS,
  rowsPaintScript,
  type Fetched,
  type VisitPhases,
} from './bench-returning-probes';
import { ROOT_DIR } from '../server/src/platform-apps';
import { startTargetPlatform, waitForPortFree } from './scratch-platform';

const VISITS = Number(process.env.BENCH_VISITS ?? 4);

async function visits(browser: Browser): Promise<Map<string, VisitPhases[]>> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript({ content: rowsPaintScript(RETURNING_SCREENS) });
  const byScreen = new Map<string, VisitPhases[]>();
  try {
    const login = await context.request.post(`${SHELL}/api/admin/login`, {
      data: { email: 'admin@rewards.test', password: 'Admin@123' },
    });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    // The first visit of each screen fills the cache; the measured ones take turns per screen.
    for (let round = 0; round <= VISITS; round += 1) {
      for (const screen of RETURNING_SCREENS) {
        const page = await context.newPage();
        await page.goto(`${SHELL}${screen.path}`, { waitUntil: 'commit' });
        const handle = await page.waitForFunction(() => globalThis.__rowsPaintedAt, null, {
          timeout: 60_000,
          polling: 50,
        });
        const rows = (await handle.jsonValue()) as number;
        const fetched = await page.evaluate(fetchedResources);
        const phases = phasesOf(screen, fetched, rows);
        if (process.env.BENCH_RETURNING_TRACE && round === VISITS)
          traceVisit(screen.path, fetched, rows);
        await page.close();
        if (round === 0) continue;
        byScreen.set(screen.path, [...(byScreen.get(screen.path) ?? []), phases]);
      }
    }
  } finally {
    await context.close();
  }
  return byScreen;
}

/** BENCH_RETURNING_TRACE=1: every request of a screen's last visit, in the order they left. */
function traceVisit(path: string, fetched: readonly Fetched[], rows: number) {
  console.log(`\n${path}: rows painted at ${Math.round(rows)} ms`);
  for (const entry of [...fetched].sort((a, b) => a.start - b.start))
    console.log(`${Math.round(entry.start)}\t${Math.round(entry.end)}\t${entry.url}`);
}

declare global {
  var __rowsPaintedAt: number | null;
}

/** A SQLite folder is copied (the platform writes sessions to it); a database is used as is. */
function servedCopy(target: BenchTarget): { target: BenchTarget; remove: () => void } {
  if (!('DATA_DIR' in target.env)) return { target, remove: () => undefined };
  const copy = mkdtempSync(path.join(os.tmpdir(), `returning-${target.label}-`));
  cpSync(target.env.DATA_DIR, copy, { recursive: true });
  return {
    target: { ...target, env: { DATA_DIR: copy } },
    remove: () => rmSync(copy, { recursive: true, force: true }),
  };
}

async function main() {
  const roots = labelledPairs(process.env.BENCH_RETURNING_ROOTS);
  if (roots.length === 0) roots.push(['this', ROOT_DIR]);
  if (!process.argv.includes('--no-build'))
    execSync('npm run build', { cwd: ROOT_DIR, stdio: 'inherit' });
  const table: Record<string, unknown>[] = [];
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    for (const seeded of benchTargets()) {
      const { target, remove } = servedCopy(seeded);
      try {
        for (const [tree, root] of roots) {
          const platform = await startTargetPlatform(
            `returning-${target.label}`,
            target,
            { LOG_LEVEL: 'warn' },
            300_000,
            root,
          );
          try {
            for (const [screen, phases] of await visits(browser))
              table.push({ screen, db: target.label, tree, ...medianPhases(phases) });
          } catch (error) {
            console.error(`${target.label} ${tree}:`, error);
            table.push({ db: target.label, tree, failed: String(error).slice(0, 90) });
            process.exitCode = 1;
          } finally {
            platform.stop();
            await waitForPortFree();
          }
        }
      } finally {
        remove();
      }
    }
  } finally {
    await browser.close();
  }
  table.sort((a, b) => String(a.screen).localeCompare(String(b.screen)));
  console.log(`\nA returning admin's first rows, ms from navigation start (median of ${VISITS}):`);
  console.log('→ the request left, ✓ it ended; code: the route remote’s scripts');
  console.table(table);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
