import { SSO_CALLBACK_PATH } from '../../src/oidc-config';
import type { AppConfig } from '../../src/config';
import { type ProviderAccount, startTestProvider, type TestProvider } from './oidc-test-provider';
import { createTestApp, TEST_APP_ORIGIN, type TestContext } from './test-app';

export const OWNER = 'admin@rewards.test';

/** The owner, signed in at the provider with a password only. */
export const ownerAtProvider = (changes: Partial<ProviderAccount> = {}): ProviderAccount => ({
  email: OWNER,
  emailVerified: true,
  amr: ['pwd'],
  ...changes,
});

/** The app's settings for the test provider (decision 059). */
export function oidcSettings(
  provider: TestProvider,
  changes: Partial<NonNullable<AppConfig['oidc']>> = {},
): NonNullable<AppConfig['oidc']> {
  return {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    providerName: 'Test Provider',
    redirectUrl: `${TEST_APP_ORIGIN}${SSO_CALLBACK_PATH}`,
    amrSatisfiesMfa: false,
    allowHttpIssuer: true,
    ...changes,
  };
}

/** A test app with company sign-in against a real provider of its own on loopback. */
export async function createSsoApp(): Promise<{ t: TestContext; provider: TestProvider }> {
  const provider = await startTestProvider({
    redirectUri: `${TEST_APP_ORIGIN}${SSO_CALLBACK_PATH}`,
    account: ownerAtProvider(),
  });
  const t = await createTestApp({ oidc: oidcSettings(provider) });
  return { t, provider };
}
