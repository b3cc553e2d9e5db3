import { expect, test } from '@playwright/test';
import { ROUTE_LIST } from '@rewards/contract/routes';
import { openSameSitePage, recordCspViolations } from '../support/same-site-page';
import { openAdmin } from '../support/sign-in';

// docs/security.md#issue-12-fixed-and-tested, defect 5.
// What Chromium does with the app servers' headers (each header itself is
// tested in server/src/app-server/app-server.test.ts and remote-server.test.ts).

// Every screen but the login and logout ones (the logout route would end the stored session).
const SCREENS = ROUTE_LIST.filter((route) => route.app !== 'shell' || route.area !== 'public');

for (const screen of SCREENS) {
  test(`${screen.path} loads without breaking the Content-Security-Policy`, async ({ page }) => {
    const violations = recordCspViolations(page);
    if (screen.area === 'public') await page.goto(screen.path);
    else await openAdmin(page, screen.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('This section is unavailable')).toHaveCount(0);
    expect(violations).toEqual([]);
  });
}

test('another site cannot frame the admin panel', async ({ page }) => {
  await openSameSitePage(page, '<iframe src="http://localhost:3000/admin"></iframe>');
  const frame = () => page.frames().find((candidate) => candidate !== page.mainFrame());
  // Chromium replaces a frame its headers refuse with its own error page.
  await expect.poll(() => frame()?.url()).toMatch(/^chrome-error:/);
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
