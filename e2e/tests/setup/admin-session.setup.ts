import { expect, test as setup } from '@playwright/test';
import { asTheApp } from '../support/app-origin';
import { ADMIN_STORAGE_STATE } from '../support/paths';

/**
 * Signs in once through the API with the demo credentials the server offers and stores the
 * httpOnly session cookie for the admin projects. Logging out deletes only the session of the
 * cookie sent, so the login-screen specs (their own UI logins) never end this one.
 */
setup('sign in through the API and store the admin session', async ({ request }) => {
  const hint = await request.get('/api/admin/login-hint');
  expect(hint.ok(), 'demo mode serves the login hint').toBe(true);
  const { email, password } = (await hint.json()) as { email: string; password: string };

  const login = await request.post('/api/admin/login', {
    ...asTheApp,
    data: { email, password },
  });
  expect(login.status()).toBe(200);
  expect((await request.get('/api/admin/me')).status()).toBe(200);
  await request.storageState({ path: ADMIN_STORAGE_STATE });
});
