import { expect, test } from '@playwright/test';
import { signInFromLoginScreen } from './support/sign-in';

test.describe('login, route guard and logout', () => {
  test('a visitor without a session is sent to login and back to the page asked for', async ({
    page,
  }) => {
    await page.goto('/withdrawal');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

    await signInFromLoginScreen(page);
    await expect(page).toHaveURL(/\/withdrawal$/);
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  });

  test('wrong credentials show the spec message and no session starts', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill('admin@rewards.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('an invalid email is refused before any request', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
  });

  test('logout ends the server session: /dashboard then asks to sign in again', async ({
    page,
  }) => {
    await page.goto('/admin');
    await signInFromLoginScreen(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Total Users')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('users'))).toBeNull();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
    const me = await page.request.get('/api/admin/me');
    expect(me.status()).toBe(401);
  });
});

test('a session ended by the server signs the admin out on the next call', async ({ page }) => {
  await page.goto('/admin');
  await signInFromLoginScreen(page);
  await expect(page.getByText('Total Users')).toBeVisible();

  // End the session behind the page's back, as an expiry would.
  await page.request.post('/api/admin/logout');

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'User Manage' })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await signInFromLoginScreen(page);
  await expect(page).toHaveURL(/\/user-table$/);
});
