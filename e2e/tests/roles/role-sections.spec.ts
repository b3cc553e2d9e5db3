import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@rewards/contract/routes';
import { signInThroughApi } from '../support/sign-in';

const NO_ACCESS_TITLE = "You don't have access to this section";

/**
 * Each demo role sees only its sections (docs/permissions.md's table, written out here rather than
 * derived from the matrix, so a wrong matrix fails): sidebar entries and dashboard cards.
 */
const SECTIONS = {
  'admin@rewards.test': {
    sidebar: [
      'Dashboard',
      'User Manage',
      'Home Manage',
      'Task Manage',
      'Payment',
      'Crypto Pay',
      'UPI Scanner',
      'Notifications',
      'Withdrawal',
      'Messages',
      'Review Queue',
    ],
    cards: [
      'User Management',
      'Payment Approvals',
      'Withdrawal Requests',
      'Quiz Management',
      'UPI & QR Setup',
      'Notifications',
    ],
  },
  'finance@rewards.test': {
    sidebar: [
      'Dashboard',
      'User Manage',
      'Payment',
      'Crypto Pay',
      'UPI Scanner',
      'Withdrawal',
      'Review Queue',
    ],
    cards: ['User Management', 'Payment Approvals', 'Withdrawal Requests', 'UPI & QR Setup'],
  },
  'content@rewards.test': {
    sidebar: ['Dashboard', 'Home Manage', 'Task Manage', 'Notifications'],
    cards: ['Quiz Management', 'Notifications'],
  },
  'support@rewards.test': {
    sidebar: ['Dashboard', 'User Manage', 'Notifications', 'Messages'],
    cards: ['User Management', 'Notifications'],
  },
};

async function sidebarEntries(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
  // Entries with pending work carry a count badge ("18 due", "5 pending", "2 unread",
  // "7 waiting for you").
  return (await links.allInnerTexts()).map((text) =>
    text.replace(/\s*(\d+|1000\+)\s*(due|pending|unread|waiting for you)$/, '').trim(),
  );
}

for (const [email, expected] of Object.entries(SECTIONS)) {
  test(`${email} sees only the sections of the role`, async ({ page }) => {
    await signInThroughApi(page, email);
    await page.goto(ROUTES.dashboard.path);
    const cards = page.getByRole('navigation', { name: 'Quick links' }).getByRole('heading');
    await expect(cards).toHaveText(expected.cards);
    expect(await sidebarEntries(page)).toEqual(expected.sidebar);
  });
}

test('a content admin opening /withdrawal by URL is told the section is not theirs', async ({
  page,
}) => {
  await signInThroughApi(page, 'content@rewards.test');
  await page.goto(ROUTES.withdrawal.path);
  await expect(page.getByRole('heading', { name: NO_ACCESS_TITLE })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page).toHaveURL(/\/withdrawal$/);
});

test('finance opens the audit log and sees money actions only; support may not', async ({
  page,
}) => {
  await signInThroughApi(page, 'finance@rewards.test');
  await page.goto(ROUTES.auditLog.path);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const actions = await page
    .getByLabel('Action', { exact: true })
    .locator('option')
    .allInnerTexts();
  expect(actions).toContain('Decided withdrawal');
  expect(actions).not.toContain('Added quiz');

  await page.context().clearCookies();
  await signInThroughApi(page, 'support@rewards.test');
  await page.goto(ROUTES.auditLog.path);
  await expect(page.getByRole('heading', { name: NO_ACCESS_TITLE })).toBeVisible();
});
