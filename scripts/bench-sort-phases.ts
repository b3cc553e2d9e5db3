/**
 * `npm run bench:list-changes`: where a sort or filter change on a list screen spends its
 * time in Chromium, on the built platform over each database as bench:lists opens them
 * (BENCH_LIST_DIRS SQLite folders and/or BENCH_LIST_URLS PostgreSQL databases behind
 * BENCH_API_INSTANCES API instances, default 2, as start:scale). Each sample reloads the screen
 * (an empty query cache, as a first sort is), clicks a header, then changes the screen's filter
 * (Notifications: its To date; bench-lists-screens.ts); both are timed inside the page from
 * the event to the new rows painted (bench-sort-phases-probes.ts). Prints p50/p95 per phase.
 * BENCH_SAMPLES (default 8), BENCH_SCREENS (paths, comma-separated) narrow a run.
 */
import { chromium, type Page } from '@playwright/test';
import { benchTargets } from '../api/bench/bench-targets';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { rowsShown } from './bench-lists-probes';
import { filterOf, LIST_SCREENS, SHELL } from './bench-lists-screens';
import {
  type Change,
  PHASE_INIT_SCRIPT,
  timeChange,
  type Phases,
} from './bench-sort-phases-probes';
import { startTargetPlatform, waitForPortFree } from './scratch-platform';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 8);
const ONLY = (process.env.BENCH_SCREENS ?? '').split(',').filter(Boolean);

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** The bench:lists way: Node's clock around a Playwright click and two page round trips. */
async function nodeSort(page: Page, caption: string, header: string) {
  const started = Date.now();
  const answered = page.waitForResponse((r) => r.url().includes('sort='));
  await page
    .getByRole('table', { name: caption })
    .getByRole('button', { name: new RegExp(`^${header}`) })
    .first()
    .click();
  await answered;
  await page.evaluate(rowsShown, caption);
  return Date.now() - started;
}

function summarise(label: string, screen: string, what: string, samples: Phases[]) {
  const keys = [
    'url',
    'requestStart',
    'responseEnd',
    'waiting',
    'rows',
    'painted',
    'longTasks',
  ] as const;
  const row: Record<string, string | number> = { db: label, screen, what };
  for (const key of keys) {
    const values = samples.map((s) => s[key]).filter((v): v is number => v !== null);
    row[key] = values.length ? `${pct(values, 50)}/${pct(values, 95)}` : '-';
  }
  return row;
}

async function main() {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const rows = [];
  try {
    for (const database of benchTargets()) {
      const { label } = database;
      const platform = await startTargetPlatform(`phases-${label}`, database, {
        LOG_LEVEL: 'warn',
      });
      try {
        for (const target of LIST_SCREENS.filter(
          (s) => ONLY.length === 0 || ONLY.includes(s.path),
        )) {
          const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
          await context.addInitScript({ content: PHASE_INIT_SCRIPT });
          const page = await context.newPage();
          await page.request.post(`${SHELL}/api/admin/login`, {
            data: { email: 'admin@rewards.test', password: 'Admin@123' },
          });
          const filter = await filterOf(page, target);
          const sorts: Phases[] = [];
          const filters: Phases[] = [];
          const node: number[] = [];
          for (let i = 0; i < 2 * SAMPLES + 1; i += 1) {
            await page.goto(`${SHELL}${target.path}`);
            await page.evaluate(rowsShown, target.caption);
            await page.waitForTimeout(300);
            // Odd samples time the sort as bench:lists does, even ones inside the page.
            if (i % 2 === 1) {
              node.push(await nodeSort(page, target.caption, target.sort.header));
              continue;
            }
            const sort = await page.evaluate(timeChange, [target.caption, target.sort] as [
              string,
              Change,
            ]);
            await page.waitForTimeout(300);
            const filtered = await page.evaluate(timeChange, [target.caption, filter] as [
              string,
              Change,
            ]);
            if (i === 0) continue; // warm-up
            sorts.push(sort);
            filters.push(filtered);
            if (i === 2) console.log(label, target.path, 'sort', sort.requests, filtered.requests);
          }
          rows.push(summarise(label, target.path, 'sort', sorts));
          rows.push(summarise(label, target.path, 'filter', filters));
          rows.push({
            db: label,
            screen: target.path,
            what: 'sort (bench:lists way)',
            painted: `${pct(node, 50)}/${pct(node, 95)}`,
          });
          await context.close();
        }
      } finally {
        // The platform may have stopped by itself (its exit is the error then).
        try {
          platform.stop();
        } catch (error) {
          console.error('platform already stopped', error);
        }
        await waitForPortFree();
      }
    }
  } finally {
    await browser.close();
  }
  console.log('\nms from the event, p50/p95:');
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
