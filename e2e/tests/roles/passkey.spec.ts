import { expect, test } from '@playwright/test';
import { ROUTES } from '@rewards/contract/routes';
import { asTheApp } from '../support/app-origin';
import { signInThroughApi } from '../support/sign-in';

/**
 * Passkeys in the real browser (docs/security.md#second-factor), with Chromium's virtual
 * authenticator (DevTools protocol `WebAuthn.addVirtualAuthenticator`): an admin of its own
 * adds a named passkey from Settings -> Security, keeps the recovery codes the first factor
 * shows once, then signs in with password and the passkey. The key never leaves the browser;
 * the API checks every ceremony with @simplewebauthn/server against APP_ORIGINS.
 */
const ONE_TIME = 'one-time-pass-key-123';
const CHOSEN = 'chosen-password-key-456';

test('an admin adds a passkey and signs in with it', async ({ page: owner, browser }) => {
  test.slow();
  const email = `passkey-${Date.now()}@rewards.test`;

  await test.step('the owner creates the admin, who chooses a password', async () => {
    await signInThroughApi(owner, 'admin@rewards.test');
    const created = await owner.request.post('/api/admins', {
      ...asTheApp,
      data: { email, name: 'Passkey E2E', role: 'finance', password: ONE_TIME },
    });
    expect(created.status()).toBe(200);
  });

  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await signInThroughApi(page, email, ONE_TIME);
  const changed = await page.request.post('/api/admins/me/password', {
    ...asTheApp,
    data: { currentPassword: ONE_TIME, newPassword: CHOSEN },
  });
  expect(changed.status()).toBe(200);

  await test.step('the admin adds a named passkey and keeps the recovery codes', async () => {
    await page.goto(ROUTES.settings.path);
    const form = page.getByRole('form', { name: 'Add a passkey' });
    await form.getByLabel('Passkey name').fill('E2E laptop');
    await form.getByRole('button', { name: 'Add a passkey' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await expect(list).toContainText('E2E laptop');
    await expect(list).toContainText('last used never');
  });

  await test.step('signing in again takes the passkey after the password', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto(ROUTES.login.path);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(CHOSEN);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.goto(ROUTES.settings.path);
    await expect(page.getByRole('list', { name: 'Your passkeys' })).not.toContainText(
      'last used never',
    );
  });
  await context.close();
});
