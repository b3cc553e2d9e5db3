import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openAdmin } from '../support/sign-in';

/** The content screens (banners, tasks, quiz table, notifications) checked with axe. */
test.describe('content screens', () => {
  test('the content screens have no serious or critical axe violations', async ({ page }) => {
    // Five full-page scans plus the dialog take longer than one journey.
    test.setTimeout(180_000);
    await openAdmin(page, '/home-data');
    const screens = [
      { path: '/home-data', ready: page.getByRole('heading', { name: 'Upload History' }) },
      { path: '/task-data', ready: page.getByRole('link', { name: 'Table Quiz' }) },
      { path: '/quiz_form', ready: page.getByRole('button', { name: 'Add Quiz' }) },
      { path: '/quiz_table', ready: page.getByText(/^Total quizzes: \d+$/) },
      { path: '/notifications', ready: page.getByRole('table', { name: 'Notifications' }) },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.ready).toBeVisible();
      expect(await seriousViolations(page), screen.path).toEqual([]);
    }
    await page.getByRole('button', { name: 'Add Notification' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Notification' })).toBeVisible();
    // Only the dialog: the page behind the backdrop is inert (and dimmed, which axe would
    // otherwise report as low contrast).
    expect(await seriousViolations(page, '[role="dialog"]'), 'Add Notification').toEqual([]);
  });
});
