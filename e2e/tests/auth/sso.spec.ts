import { expect, test } from '@playwright/test';
import { ROUTES } from '@rewards/contract/routes';
import { E2E_OIDC } from '../support/sso';

// The `auth` project starts signed out. The platform's API is configured for the test
// OpenID provider that playwright.config.ts starts beside it (e2e/oidc-provider.ts), which
// signs its one account, the seeded owner, in at once.

test('the owner signs in through the company OpenID provider', async ({ page }) => {
  await page.goto(ROUTES.login.path);
  const button = page.getByRole('link', { name: `Sign in with ${E2E_OIDC.providerName}` });
  await expect(button).toBeVisible();
  // Keyboard first: the button is a real link.
  await button.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${ROUTES.dashboard.path}$`));
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  const me = await page.request.get('/api/admin/me');
  expect((await me.json()).admin).toMatchObject({ email: E2E_OIDC.email, role: 'owner' });
});

test('a company sign-in that does not match this browser is explained', async ({ page }) => {
  // The provider's answer without the flow this browser started: refused, and said why.
  await page.goto('/api/admin/sso/callback?code=made-up&state=made-up');
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login.path}\\?sso=expired$`));
  await expect(page.getByText('That company sign-in expired or did not match')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
