import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ROUTES } from '@rewards/contract/routes';
import { signInThroughApi } from '../support/sign-in';

/**
 * Two-step sign-in in the real browser (docs/security.md#second-factor): a new finance admin
 * sets up an authenticator app from Settings -> Security (the key read off the screen, the
 * codes computed here as the app on a phone would), keeps the recovery codes shown once; a
 * session opened before the set-up is asked for a fresh check before making an API token and
 * keeps the form; then the admin signs in with password and code. Its own admin, so no other
 * journey's sign-in changes.
 */
const ONE_TIME = 'one-time-pass-mfa-123';
const CHOSEN = 'chosen-password-mfa-456';

/** The app's code `steps` 30-second steps from now (the set-up used the current one). */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

test('a finance admin sets up an authenticator app and signs in with a code', async ({
  page: owner,
  browser,
}) => {
  test.slow();
  const email = `mfa-${Date.now()}@rewards.test`;

  await test.step('the owner creates the finance admin', async () => {
    await signInThroughApi(owner, 'admin@rewards.test');
    await owner.goto(ROUTES.settings.path);
    const form = owner.locator('form').filter({ hasText: 'Add an admin' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Name').fill('MFA E2E');
    await form.getByLabel('Role').selectOption('finance');
    await form.getByLabel('One-time password').fill(ONE_TIME);
    await form.getByRole('button', { name: 'Create admin' }).click();
    await expect(owner.getByRole('list', { name: 'Admin accounts' })).toContainText(email);
  });

  const context = await browser.newContext();
  const page = await context.newPage();
  const olderContext = await browser.newContext();
  const older = await olderContext.newPage();
  await test.step('the admin chooses a password; a second browser signs in with it', async () => {
    await page.goto(ROUTES.login.path);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(ONE_TIME);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByLabel('Current password').fill(ONE_TIME);
    await page.getByLabel('New password').fill(CHOSEN);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await signInThroughApi(older, email, CHOSEN);
  });

  const { secret, recoveryCode } = await test.step('the admin sets up the app', async () => {
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(page.getByAltText('QR code for your authenticator app')).toBeVisible();
    const key = (await page.getByTestId('totp-key').textContent())?.replace(/\s/g, '') ?? '';
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    const setUp = page.getByRole('form', { name: 'Set up authenticator app' });
    await setUp.getByLabel(/Authenticator code/).fill(codeOf(key));
    await setUp.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const first = (await codes.first().textContent()) ?? '';
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page.getByText(/Recovery codes left: 10/)).toBeVisible();
    return { secret: key, recoveryCode: first };
  });

  await test.step('the older session is asked for a code before making a token', async () => {
    await older.goto(ROUTES.settings.path);
    const form = older.getByRole('form', { name: 'New API token' });
    await form.getByLabel('Token name').fill('nightly export');
    await form.getByRole('button', { name: 'Create token' }).click();
    const check = older.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(check).toBeVisible();
    // A recovery code, as without the phone at hand: the app's next code is for the sign-in.
    await check.getByLabel(/Authenticator code/).fill(recoveryCode);
    await check.getByRole('button', { name: 'Confirm' }).click();
    await expect(older.getByText('Copy this token now: it will not be shown again.')).toBeVisible();
    await expect(check).toBeHidden();
  });
  await olderContext.close();

  await test.step('signing in again asks for the code after the password', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto(ROUTES.login.path);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(CHOSEN);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const code = page.getByLabel(/Authenticator code/);
    await expect(code).toBeFocused();
    // The set-up's code is spent: the app's next one (within the server's one-step window).
    await code.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
  await context.close();
});
