/**
 * One screen of each remote in Chromium through nginx: each remote's entry comes from its own
 * origin (REMOTE_ORIGINS), nothing comes from anywhere but the five public origins, and the
 * page sees no CSP violation, console error or uncaught error on the way.
 */
import { expect, type Page } from '@playwright/test';
import type { PageTrouble } from '../browser';
import { check } from '../https-client';
import { ADMIN_ORIGIN, originOf, REMOTES, SHELL } from '../topology';

/**
 * A screen of each remote and the script that starts it: the federation entry on admin
 * screens; the public pages come server-rendered and hydrate with the public remote's own
 * client script.
 */
const SCREENS: Record<string, { path: string; entry: string }> = {
  'mfe-users': { path: '/user-table', entry: 'remoteEntry.js' },
  'mfe-payments': { path: '/payment', entry: 'remoteEntry.js' },
  'mfe-content': { path: '/quiz_table', entry: 'remoteEntry.js' },
  'mfe-public': { path: '/about-us', entry: 'public-client.js' },
};

/**
 * How long a screen may take to show: Playwright's 5 s default failed a third of the runs on a
 * 2-core machine at load 25 (other helpers' builds), where a screen took 5-10 s.
 */
export const SCREEN_TIMEOUT_MS = 30_000;

/**
 * Opens the screen and waits for the remote page's heading, as the admin would; answers the
 * page's Content-Security-Policy header.
 */
export async function openScreen(page: Page, remote: string, path: string): Promise<string> {
  const timeout = SCREEN_TIMEOUT_MS;
  const response = await page.goto(`${ADMIN_ORIGIN}${path}`, { timeout });
  // Admin screens mark the remote they run (public pages come server-rendered, unmarked).
  if (remote !== 'mfe-public')
    await expect(page.locator('html')).toHaveAttribute('data-remote', remote.replace('-', '_'), {
      timeout,
    });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout });
  return (await response?.headerValue('content-security-policy')) ?? '';
}

/** The origins a policy's script-src lets in (no violation means little without them). */
function scriptSources(policy: string): string[] {
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

export async function checkRemoteOrigins(page: Page, trouble: PageTrouble): Promise<void> {
  for (const remote of REMOTES) {
    const { path, entry } = SCREENS[remote.name] as { path: string; entry: string };
    const policy = await openScreen(page, remote.name, path);
    const origin = originOf(remote);
    check(
      scriptSources(policy).includes(origin),
      `${path}: the page's CSP script-src names ${origin} (${scriptSources(policy).join(' ')})`,
    );
    const entries = [...trouble.answered].filter(
      ([url, status]) =>
        url.startsWith(`${origin}/`) && url.endsWith(`/${entry}`) && status === 200,
    );
    check(entries.length > 0, `${path}: ${remote.name}'s ${entry} came from ${origin}`);
  }
  const allowed = new Set([SHELL, ...REMOTES].map(originOf));
  const elsewhere = [...trouble.answered.keys()].filter(
    (url) => /^https?:/.test(url) && !allowed.has(new URL(url).origin),
  );
  check(
    elsewhere.length === 0,
    `nothing loaded from outside the five origins (${elsewhere.join(', ')})`,
  );
  const unanswered = [...trouble.answered].filter(([, status]) => status === 0 || status >= 400);
  check(
    unanswered.length === 0,
    `${trouble.answered.size} requests, every one answered (${unanswered.map(([url, s]) => `${s} ${url}`).join(', ')})`,
  );
  check(
    trouble.problems.length === 0,
    `no CSP violation or page error (${trouble.problems.join('; ')})`,
  );
}
