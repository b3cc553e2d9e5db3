import { expect, type Page } from '@playwright/test';
import { APP_ORIGIN } from './app-origin';

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

/**
 * Signs a page's browser context in through the API as any admin, for journeys where the
 * login screen is not the point. The password defaults to the demo one the server offers
 * (every demo role account shares it).
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  password?: string,
): Promise<void> {
  let secret = password;
  if (secret === undefined) {
    const hint = await page.request.get('/api/admin/login-hint');
    expect(hint.ok(), 'demo mode serves the login hint').toBe(true);
    secret = ((await hint.json()) as { password: string }).password;
  }
  const login = await page.request.post('/api/admin/login', {
    headers: { Origin: APP_ORIGIN },
    data: { email, password: secret },
  });
  expect(login.status(), `sign in as ${email}`).toBe(200);
}
