/**
 * A returning admin after one team deploys (decision 032): the JavaScript a browser downloads
 * again on its next visit of a route, once mfe-users is rebuilt with one visible string
 * changed and deployed (`npm run deploy`'s publishing, decision 032), against the single
 * bundle rebuilt with the same change. Counted from two loads, before and after: a script of
 * the second counts unless the first fetched the same URL with the same bytes (every file
 * here is immutable by URL or revalidated by content, so that is what a warm cache reuses).
 * Also printed: the same deploy with every file under its version's URL, as before 032.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { readBuildCompat } from '../deploy/build-manifest';
import { publishVersion } from '../deploy/publish-version';
import { switchRemote } from '../deploy/remotes-file';
import { findApp, ROOT_DIR } from '../../server/src/platform-apps';
import { buildRepeatVisitPairs, type RepeatVisitBuilds } from './edited-build';
import { measure, serveFolderAsShell, type Measurement } from './measure';
import { BENCH_PAGES } from './pages';

export const REPEAT_VISIT_ROUTES = ['/user-table', '/dashboard'];

/** The bench platform's `DEPLOY_DIR`: its remote servers serve `/versions/` from here. */
export const BENCH_DEPLOY_DIR = path.join(os.tmpdir(), 'rewards-bench-deploy');

export interface RepeatVisit {
  path: string;
  federatedKb: number;
  /** The same deploy with every file under its version's URL (before decision 032). */
  federatedPerVersionKb: number;
  singleBundleKb: number;
  /** The remotes' mf-manifest.json downloaded again (JSON: not in federatedKb). */
  manifestKb: number;
  /** `<gzip KB>\t<url>` of every script downloaded again, both builds (for `--files`). */
  files: string[];
}

const app = findApp('mfe-users');
const SHELL_REMOTES_JSON = path.join(ROOT_DIR, 'shell', 'dist', 'remotes.json');
const VERSIONS_URL = `http://localhost:${app.port}/versions/`;

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** Indexes of the scripts of `after` a cache holding `before` does not have. */
function againIndexes(before: Measurement, after: Measurement, alsoNew?: string): number[] {
  const cached = new Set(before.scriptKeys);
  return after.scriptKeys.flatMap((key, index) =>
    !cached.has(key) || (alsoNew !== undefined && key.startsWith(alsoNew)) ? [index] : [],
  );
}

function downloadedAgain(before: Measurement, after: Measurement, alsoNew?: string): number {
  return againIndexes(before, after, alsoNew).reduce(
    (sum, index) => sum + (after.scriptBytes[index] ?? 0),
    0,
  );
}

function manifestsAgain(before: Measurement, after: Measurement): number {
  const cached = new Set(before.manifestKeys);
  return after.manifestKeys.reduce(
    (sum, key, index) => sum + (cached.has(key) ? 0 : (after.manifestBytes[index] ?? 0)),
    0,
  );
}

function againFiles(before: Measurement, after: Measurement): string[] {
  return againIndexes(before, after).map(
    (index) => `${kb(after.scriptBytes[index] ?? 0)}\t${after.scriptUrls[index] ?? ''}`,
  );
}

/** Publishes a build of mfe-users where the platform's remote server serves its versions. */
function publish(fromDir: string): string {
  const { version } = readBuildCompat(fromDir);
  const versionsDir = path.join(BENCH_DEPLOY_DIR, app.name, 'versions');
  publishVersion(fromDir, { versionsDir, baseUrl: VERSIONS_URL, version });
  return `${VERSIONS_URL}${version}/mf-manifest.json`;
}

/** Switches mfe-users in the shell's deployed remotes.json, as `npm run deploy` does. */
const switchTo = (manifestUrl: string) => () => {
  switchRemote(SHELL_REMOTES_JSON, 'mfe_users', manifestUrl);
  return Promise.resolve();
};

/** Starts the four builds (before the platform, so they overlap its start-up). */
export function startRepeatVisitBuilds(): { builds: Promise<RepeatVisitBuilds>; tmp: string } {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-repeat-'));
  const builds = buildRepeatVisitPairs(tmp);
  // Awaited by measureRepeatVisits; a failure before then must not go unhandled.
  builds.catch(() => undefined);
  return { builds, tmp };
}

export async function measureRepeatVisits(
  browser: Browser,
  signIn: (context: BrowserContext) => Promise<void>,
  started: ReturnType<typeof startRepeatVisitBuilds>,
): Promise<RepeatVisit[]> {
  fs.rmSync(path.join(BENCH_DEPLOY_DIR, app.name), { recursive: true, force: true });
  const remotesJson = fs.readFileSync(SHELL_REMOTES_JSON, 'utf8');
  try {
    const builds = await started.builds;
    const before = publish(builds.usersBefore);
    const after = publish(builds.usersAfter);
    // One sign-in for the eight loads (the API limits sign-ins per client).
    const session = await browser.newContext();
    await signIn(session);
    const storageState = await session.storageState();
    await session.close();
    const load = async (route: string, setUp: (context: BrowserContext) => Promise<void>) => {
      const context = await browser.newContext({ storageState });
      try {
        await setUp(context);
        const bench = BENCH_PAGES.find((page) => page.path === route);
        if (!bench) throw new Error(`${route} is not a bench page`);
        return await measure(await context.newPage(), bench);
      } finally {
        await context.close();
      }
    };
    const results: RepeatVisit[] = [];
    for (const route of REPEAT_VISIT_ROUTES) {
      const federated = [
        await load(route, switchTo(before)),
        await load(route, switchTo(after)),
      ] as const;
      const single = [
        await load(route, (context) => serveFolderAsShell(context, builds.singleBefore)),
        await load(route, (context) => serveFolderAsShell(context, builds.singleAfter)),
      ] as const;
      results.push({
        path: route,
        federatedKb: kb(downloadedAgain(...federated)),
        federatedPerVersionKb: kb(downloadedAgain(...federated, VERSIONS_URL)),
        singleBundleKb: kb(downloadedAgain(...single)),
        manifestKb: kb(manifestsAgain(...federated)),
        files: [...againFiles(...federated), ...againFiles(...single)],
      });
    }
    return results;
  } finally {
    fs.writeFileSync(SHELL_REMOTES_JSON, remotesJson);
    fs.rmSync(started.tmp, { recursive: true, force: true });
    fs.rmSync(BENCH_DEPLOY_DIR, { recursive: true, force: true });
  }
}
