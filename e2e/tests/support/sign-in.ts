import { expect, type Page } from '@playwright/test';

/** Reads the demo credentials from the login screen, as an admin would, and signs in. */
export async function signInFromLoginScreen(page: Page): Promise<void> {
  const hint = page.getByTestId('login-hint');
  await expect(hint).toBeVisible();
  const [email, password] = await hint.locator('strong').allTextContents();
  if (!email || !password) throw new Error('The login screen shows no default credentials');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function openAdmin(page: Page, path = '/dashboard'): Promise<void> {
  await page.goto(path);
  // The guard asks the server first, then shows either the login screen or the admin area.
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expect(signIn.or(page.getByRole('navigation', { name: 'Admin sections' }))).toBeVisible();
  if (await signIn.isVisible()) await signInFromLoginScreen(page);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}
