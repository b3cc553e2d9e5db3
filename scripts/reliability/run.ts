/**
 * `npm run test:reliability`: builds (skip with --no-build), starts the whole platform on its
 * standard ports on a fresh data folder with demo data, runs every check of
 * `checks/index.ts` in turn, prints what each tried and broke, and exits non-zero on any
 * failure. Share the ports: `CI=1 flock /tmp/e2e-ports.lock npm run test:reliability`.
 */
import { execSync } from 'node:child_process';
import { API_URL, APPS, ROOT_DIR } from '../../server/src/platform-apps';
import { startScratchPlatform } from '../scratch-platform';
import { CHECKS } from './checks';
import type { ReliabilityReport, ReliabilityTarget } from './reliability-check';
import { SUITE_SEED } from './support/seed';
import { signInAsDemoAdmin } from './support/sign-in';

const APP_ORIGIN = 'http://localhost:3000';

// What the checks need, set explicitly: the fuzzer sends thousands of logins and contact
// posts, and the upload check needs a video cap it can reach.
const SUITE_ENV = {
  LOGIN_RATE_LIMIT: '1000000',
  CONTACT_RATE_LIMIT: '1000000',
  VIDEO_MAX_MB: '2',
  // 60 withdrawals, about a third pending: the races need 10 undecided ones.
  SEED_USERS: '200',
  APP_ORIGINS: APP_ORIGIN,
  LOG_LEVEL: 'warn',
};

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

// `--only <text>` runs the checks whose name contains it (while working on one).
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '') : '';

async function runAll(target: ReliabilityTarget): Promise<ReliabilityReport[]> {
  const reports: ReliabilityReport[] = [];
  for (const check of CHECKS.filter((c) => c.name.includes(only))) {
    const started = Date.now();
    console.log(`\n--- ${check.name}`);
    const report = await check.run(target).catch((error: unknown): ReliabilityReport => ({
      check: check.name,
      tried: 0,
      failures: [`the check itself failed: ${error instanceof Error ? error.stack : error}`],
    }));
    const verdict = report.failures.length ? `${report.failures.length} FAILED` : 'ok';
    console.log(`${check.name}: tried ${report.tried}, ${verdict} (${seconds(started)})`);
    for (const failure of report.failures.slice(0, 50)) console.log(`  x ${failure}`);
    if (report.failures.length > 50) console.log(`  ... ${report.failures.length - 50} more`);
    reports.push(report);
  }
  return reports;
}

async function main() {
  const started = Date.now();
  if (!process.argv.includes('--no-build'))
    execSync('npm run build', { cwd: ROOT_DIR, stdio: 'inherit' });
  console.log(`Reliability suite, seed ${SUITE_SEED} (repeat with RELIABILITY_SEED=${SUITE_SEED})`);
  const platform = await startScratchPlatform('reliability', SUITE_ENV);
  let reports: ReliabilityReport[];
  try {
    reports = await runAll({
      apiUrl: API_URL,
      dataDir: platform.dataDir,
      appOrigin: APP_ORIGIN,
      appUrls: Object.fromEntries(APPS.map((app) => [app.name, `http://127.0.0.1:${app.port}`])),
      signIn: () => signInAsDemoAdmin(API_URL, APP_ORIGIN),
    });
  } finally {
    platform.stop();
  }
  console.log(`\nReliability suite (seed ${SUITE_SEED}, ${seconds(started)}):`);
  for (const r of reports)
    console.log(`  ${r.check}: ${r.tried} tried, ${r.failures.length} failed`);
  const failed = reports.reduce((sum, r) => sum + r.failures.length, 0);
  if (failed > 0) {
    console.error(`\ntest:reliability: ${failed} failures`);
    process.exit(1);
  }
  console.log('\ntest:reliability: every promise held');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
