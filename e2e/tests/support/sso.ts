/**
 * The browser tests' OpenID provider (e2e/oidc-provider.ts), started by playwright.config.ts
 * on a fixed port beside the platform, and the settings the platform's API gets for it.
 */
export const E2E_OIDC = {
  port: 4455,
  issuer: 'http://127.0.0.1:4455',
  clientId: 'rewards-admin-e2e',
  clientSecret: 'an-e2e-only-client-secret-for-the-test-provider',
  providerName: 'Test Provider',
  redirectUri: 'http://localhost:3000/api/admin/sso/callback',
  /** Who the provider signs in, at once and without a form: the seeded owner. */
  email: 'admin@rewards.test',
} as const;
