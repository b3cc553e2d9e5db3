import { expect, test } from '@playwright/test';
import { APP_TITLE } from '../../../shell/src/routes/route-table';
import { ROUTES } from '@rewards/contract/routes';
import { seriousViolations } from '../support/axe';
import { signInFromLoginScreen } from '../support/sign-in';

// The `auth` project starts every test signed out: these specs test the login screen itself.

test.describe('login screen and route guard', () => {
  test('a visitor without a session is sent to login and back to the page asked for', async ({
    page,
  }) => {
    await page.goto('/withdrawal');
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login.path}$`));
    await expect(page.getByRole('heading', { name: APP_TITLE })).toBeVisible();

    await signInFromLoginScreen(page);
    await expect(page).toHaveURL(/\/withdrawal$/);
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  });

  test('wrong credentials show the spec message and no session starts', async ({ page }) => {
    await page.goto(ROUTES.login.path);
    await page.getByLabel('Email').fill('admin@rewards.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login.path}$`));
  });

  test('an invalid email is refused before any request', async ({ page }) => {
    await page.goto(ROUTES.login.path);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
  });

  test('the login screen has no serious or critical axe violations', async ({ page }) => {
    await page.goto(ROUTES.login.path);
    await expect(page.getByTestId('login-hint')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
