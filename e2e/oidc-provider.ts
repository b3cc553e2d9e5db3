/**
 * `tsx e2e/oidc-provider.ts`: the in-process OpenID provider of the API tests, on the fixed
 * port the browser tests' platform is configured with. Every sign-in at it completes at once
 * as the seeded owner, with a verified email and a password-only `amr`.
 */
import { startTestProvider } from '../api/test/helpers/oidc-test-provider';
import { E2E_OIDC } from './tests/support/sso';

void startTestProvider({
  port: E2E_OIDC.port,
  redirectUri: E2E_OIDC.redirectUri,
  client: { id: E2E_OIDC.clientId, secret: E2E_OIDC.clientSecret },
  account: { email: E2E_OIDC.email, emailVerified: true, amr: ['pwd'] },
}).then((provider) => console.log(`test OpenID provider at ${provider.issuer}`));
