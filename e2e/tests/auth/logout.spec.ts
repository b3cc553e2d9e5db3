import { expect, test } from '@playwright/test';
import { ROUTES } from '@rewards/contract/routes';
import { asTheApp } from '../support/app-origin';
import { signInFromLoginScreen } from '../support/sign-in';

// Each test signs in through the UI with its own session and then ends it. The server deletes
// only the session of the cookie sent, so the stored admin session of the other projects
// survives whatever order these run in.

test('logout ends the server session: /dashboard then asks to sign in again', async ({ page }) => {
  await page.goto(ROUTES.login.path);
  await signInFromLoginScreen(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Total Users')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('users'))).toBeNull();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login.path}$`));
  const me = await page.request.get('/api/admin/me');
  expect(me.status()).toBe(401);
});

test('a session ended by the server signs the admin out on the next call', async ({ page }) => {
  await page.goto(ROUTES.login.path);
  await signInFromLoginScreen(page);
  await expect(page.getByText('Total Users')).toBeVisible();

  // End the session behind the page's back, as an expiry would.
  await page.request.post('/api/admin/logout', asTheApp);

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'User Manage' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login.path}$`));
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await signInFromLoginScreen(page);
  await expect(page).toHaveURL(/\/user-table$/);
});
