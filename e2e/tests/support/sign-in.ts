import { expect, type Page } from '@playwright/test';

/**
 * Reads the demo credentials from the login screen, as an admin would, and signs in. Only the
 * specs of the login screen itself do this; every other admin spec starts signed in with the
 * session `setup/admin-session.setup.ts` stored once.
 */
export async function signInFromLoginScreen(page: Page): Promise<void> {
  const hint = page.getByTestId('login-hint');
  await expect(hint).toBeVisible();
  const [email, password] = await hint.locator('strong').allTextContents();
  if (!email || !password) throw new Error('The login screen shows no default credentials');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens an admin screen with the stored session; fails fast if the guard sent us to login. */
export async function openAdmin(page: Page, path = '/dashboard'): Promise<void> {
  await page.goto(path);
  await expect(page, 'the stored admin session should be valid').toHaveURL(
    new RegExp(`${path.replace(/[?]/g, '\\?')}$`),
  );
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}
