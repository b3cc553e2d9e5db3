import { expect, test } from '@playwright/test';
import { ROUTE_LIST } from '@rewards/contract/routes';
import { openSameSitePage, recordCspViolations } from '../support/same-site-page';
import { openAdmin } from '../support/sign-in';

// Issue 12, defect 5: what Chromium does with the app servers' headers (each header itself is
// tested in scripts/app-server/app-server.test.ts).

// Every screen but the login and logout ones (the logout route would end the stored session).
const SCREENS = ROUTE_LIST.filter((route) => route.app !== 'shell' || route.area !== 'public');

test('no screen breaks the Content-Security-Policy', async ({ page }) => {
  const violations = recordCspViolations(page);
  await openAdmin(page);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('This section is unavailable')).toHaveCount(0);
  }
  expect(violations).toEqual([]);
});

test('another site cannot frame the admin panel', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await openSameSitePage(page, '<iframe src="http://localhost:3000/admin"></iframe>');
  expect((await refused).text()).toContain("'none'");
});

test('an injected inline script does not run', async ({ page }) => {
  const violations = recordCspViolations(page);
  await openAdmin(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});
