import { expect, type Page, test } from '@playwright/test';
import { ROUTES } from '@rewards/contract/routes';
import { asTheApp } from '../support/app-origin';
import { signInThroughApi } from '../support/sign-in';

/**
 * Passkeys in the real browser (docs/security.md#second-factor), with Chromium's virtual
 * authenticator (DevTools protocol `WebAuthn.addVirtualAuthenticator`): an admin of its own
 * adds a named passkey from Settings -> Security, keeps the recovery codes the first factor
 * shows once, then signs in with password and the passkey; a session opened before the
 * passkey existed is asked for a fresh check before making an API token and passes it with
 * the passkey (copied to that browser's authenticator). The API checks every ceremony with
 * @simplewebauthn/server against APP_ORIGINS.
 */
const ONE_TIME = 'one-time-pass-key-123';
const CHOSEN = 'chosen-password-key-456';

test('an admin adds a passkey, signs in with it and confirms a large decision', async ({
  page: owner,
  browser,
}) => {
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
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await signInThroughApi(page, email, ONE_TIME);
  const changed = await page.request.post('/api/admins/me/password', {
    ...asTheApp,
    data: { currentPassword: ONE_TIME, newPassword: CHOSEN },
  });
  expect(changed.status()).toBe(200);
  const olderContext = await browser.newContext();
  const older = await olderContext.newPage();
  await signInThroughApi(older, email, CHOSEN);

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

  await test.step('the older session confirms with the passkey before making a token', async () => {
    // The same passkey on the older browser's authenticator, as a synced passkey would be.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    const other = await virtualAuthenticator(older);
    for (const credential of credentials) {
      await other.cdp.send('WebAuthn.addCredential', {
        authenticatorId: other.authenticatorId,
        credential,
      });
    }
    await older.goto(ROUTES.settings.path);
    const form = older.getByRole('form', { name: 'New API token' });
    await form.getByLabel('Token name').fill('nightly export');
    await form.getByRole('button', { name: 'Create token' }).click();
    const check = older.getByRole('dialog', { name: 'Confirm it is you' });
    await check.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(older.getByText('Copy this token now: it will not be shown again.')).toBeVisible();
    await expect(check).toBeHidden();
  });
  await olderContext.close();
  await context.close();
});

/** Chromium's virtual authenticator on a page: a platform key with user verification. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
