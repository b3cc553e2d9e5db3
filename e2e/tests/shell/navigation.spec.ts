import { expect, test, type Page } from '@playwright/test';
import { APP_VERSION, SIDEBAR_ENTRIES } from '../../../shell/src/routes/route-table';
import { seriousViolations } from '../support/axe';
import { openAdmin } from '../support/sign-in';

/** The heading each sidebar entry's screen shows (the entries come from the shell). */
const HEADINGS: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/user-table': 'User Manage',
  '/home-data': 'Banner Management',
  '/task-data': 'Task Management',
  '/payment': 'Wallet Transactions',
  '/crypto-pay': 'Crypto Payments',
  '/upi-scanner': 'UPI Payment Details',
  '/notifications': 'Notifications',
  '/withdrawal': 'Withdrawal Requests',
  '/messages': 'Messages',
  '/review': 'Review Queue',
};
const SIDEBAR = SIDEBAR_ENTRIES.map((entry) => {
  const heading = HEADINGS[entry.path];
  if (!heading) throw new Error(`No heading known for the sidebar entry ${entry.path}`);
  return { ...entry, heading };
});

/**
 * A sidebar link's name: its label, and the count of pending work when there is some (Payment
 * due, Withdrawal pending, Messages unread, Review Queue waiting for you).
 */
const linkName = (label: string) =>
  new RegExp(
    `^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( (\\d+|1000\\+) (unread|pending|due|waiting for you))?$`,
  );

async function expectPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('This section is unavailable')).toHaveCount(0);
}

test.describe('signed-in shell', () => {
  test.beforeEach(async ({ page }) => openAdmin(page));

  test('every sidebar entry opens its screen and is highlighted', async ({ page }) => {
    // One journey through every screen: three times the per-test budget of a one-screen test.
    test.slow();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav.getByRole('link')).toHaveText(SIDEBAR.map((entry) => linkName(entry.label)));
    for (const entry of SIDEBAR) {
      await nav.getByRole('link', { name: linkName(entry.label) }).click();
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      await expectPage(page, entry.heading);
      await expect(page).toHaveTitle(`${entry.label} · Admin Panel`);
      await expect(nav.getByRole('link', { name: linkName(entry.label) })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expect(page.getByText(APP_VERSION)).toBeVisible();
  });

  test('the dashboard shows the stats, six navigation cards and recent activity', async ({
    page,
  }) => {
    await expectPage(page, 'Dashboard');
    await expect(page.getByText('Total Revenue')).toBeVisible();
    await expect(page.getByText(/₹[\d,]+\.\d{2}/).first()).toBeVisible();
    const cards = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await page.getByRole('link', { name: /Quiz Management/ }).click();
    await expect(page).toHaveURL(/\/quiz_table$/);
  });

  test('the dashboard has no serious or critical axe violations', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an unknown path shows the dashboard, /settings the settings page', async ({ page }) => {
    await page.goto('/no-such-page/here');
    await expectPage(page, 'Dashboard');
    await page.goto('/settings');
    await expectPage(page, 'Settings Page');
  });

  test('React and the shared kit are loaded once for the shell and every remote', async ({
    page,
  }) => {
    const reactDomCopies: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes('__reactContainer$')) reactDomCopies.push(response.url());
    });
    await page.goto('/dashboard');
    await expectPage(page, 'Dashboard');
    // Client-side navigation through one remote of each admin kind: one document, one React.
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const entry of SIDEBAR.filter((item) =>
      ['User Manage', 'Payment', 'Home Manage'].includes(item.label),
    )) {
      await nav.getByRole('link', { name: linkName(entry.label) }).click();
      await expectPage(page, entry.heading);
    }
    expect(reactDomCopies).toHaveLength(1);
    expect(new URL(reactDomCopies[0] ?? 'http://x').port).toBe('3000');

    const providers = await page.evaluate(() => {
      type Share = Record<
        string,
        Record<string, Record<string, { from: string; loaded?: boolean; useIn?: string[] }>>
      >;
      const federation = (
        window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Share> } }
      ).__FEDERATION__;
      const result: Record<string, string[]> = {};
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          result[pkg] = Object.values(versions)
            .filter((share) => share.loaded)
            .map((share) => share.from);
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', '@rewards/shared', '@rewards/shared/ui']) {
      expect(providers[pkg], `${pkg} loaded by ${providers[pkg]?.join(', ')}`).toHaveLength(1);
    }
  });

  test('on a narrow screen the sidebar becomes a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawerNav = page.getByRole('dialog').getByRole('navigation', { name: 'Admin sections' });
    await drawerNav.getByRole('link', { name: 'Withdrawal' }).click();
    await expectPage(page, 'Withdrawal Requests');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
