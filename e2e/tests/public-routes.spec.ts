import { expect, test } from '@playwright/test';

const PUBLIC_PATHS = [
  '/',
  '/privacy-policy',
  '/terms-and-conditions',
  '/refund-policy',
  '/about-us',
  '/app-instruction',
  '/aml-policy',
  '/contact',
];

test.describe('public routes', () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} renders from mfe-public with no sidebar or top bar and no login`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
      await expect(page.getByText('This section is unavailable')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    });
  }

  test('the landing page lists the nine plans', async ({ page }) => {
    await page.goto('/');
    // The spec's 'Bronze Free' is the Bronze plan at the price Free.
    for (const plan of ['Bronze', 'Free', 'Silver', 'Gold 1', 'Premium 5']) {
      await expect(page.getByText(plan, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText('/45 days').first()).toBeVisible();
  });

  test('/contact thanks the visitor without calling the server', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Asha');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Message').fill('Hello there');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    expect(apiCalls).toEqual([]);
  });
});
