import { boolFrom } from '@rewards/http-edge';

// Company sign-in (OpenID Connect, decision 059), read with the rest of the config.

export interface OidcConfig {
  /** The provider's issuer (OIDC_ISSUER); its discovery document lives below it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the login screen: "Sign in with <providerName>" (OIDC_PROVIDER_NAME). */
  providerName: string;
  /**
   * Where the provider sends the browser back (OIDC_REDIRECT_URL): on the admin app's origin,
   * whose `/api` proxy reaches the API, so the session cookie lands where the app reads it.
   */
  redirectUrl: string;
  /** The provider's `amr` with a multi-factor value stands for the second factor here. */
  amrSatisfiesMfa: boolean;
  /** Plain HTTP to a loopback issuer (a provider on the same host, the tests' own). */
  allowHttpIssuer: boolean;
}

/** The callback path: the redirect URL's default is this on the admin app's first origin. */
export const SSO_CALLBACK_PATH = '/api/admin/sso/callback';

const REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const OPTIONAL = [
  'OIDC_PROVIDER_NAME',
  'OIDC_REDIRECT_URL',
  'OIDC_AMR_SATISFIES_MFA',
  'OIDC_ALLOW_HTTP_ISSUER',
];
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const isSet = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

function urlFrom(value: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL like https://login.example.com, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an https:// URL, got "${value}"`);
  return url;
}

// Discovery, keys and the code exchange go to the issuer: over plain HTTP anyone on the path
// could swap them, so only a provider on this host may skip TLS, and outside demo mode only
// when the operator says so.
function issuerFrom(env: NodeJS.ProcessEnv, demoMode: boolean): { issuer: string; http: boolean } {
  // Kept exactly as given: discovery compares it with the provider's own `issuer`.
  const issuer = env.OIDC_ISSUER!.trim();
  const url = urlFrom(issuer, 'OIDC_ISSUER');
  if (url.protocol === 'https:') return { issuer, http: false };
  const allowed = boolFrom(env.OIDC_ALLOW_HTTP_ISSUER, demoMode, 'OIDC_ALLOW_HTTP_ISSUER');
  if (!LOOPBACK_HOSTS.has(url.hostname) || !allowed) {
    throw new Error(
      'OIDC_ISSUER must be https://. Plain http:// is accepted only for a provider on this host ' +
        '(localhost), in demo mode or with OIDC_ALLOW_HTTP_ISSUER=true.',
    );
  }
  return { issuer, http: true };
}

function redirectUrlFrom(env: NodeJS.ProcessEnv, appOrigins: string[]): string {
  const value = isSet(env.OIDC_REDIRECT_URL)
    ? env.OIDC_REDIRECT_URL.trim()
    : `${appOrigins[0]}${SSO_CALLBACK_PATH}`;
  const url = urlFrom(value, 'OIDC_REDIRECT_URL');
  if (!appOrigins.includes(url.origin) || url.pathname !== SSO_CALLBACK_PATH || url.search) {
    throw new Error(
      `OIDC_REDIRECT_URL must be <an APP_ORIGINS origin>${SSO_CALLBACK_PATH}, got "${value}"`,
    );
  }
  return url.href;
}

/** Company sign-in's settings, or undefined when off (none of the three required ones set). */
export function oidcFrom(
  env: NodeJS.ProcessEnv,
  demoMode: boolean,
  appOrigins: string[],
): OidcConfig | undefined {
  const missing = REQUIRED.filter((name) => !isSet(env[name]));
  if (missing.length === REQUIRED.length) {
    const stray = OPTIONAL.filter((name) => isSet(env[name]));
    if (stray.length > 0)
      throw new Error(
        `${stray.join(', ')} set without OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET`,
      );
    return undefined;
  }
  if (missing.length > 0) {
    throw new Error(
      `Company sign-in needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together: ${missing.join(', ')} missing`,
    );
  }
  const { issuer, http } = issuerFrom(env, demoMode);
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID!.trim(),
    clientSecret: env.OIDC_CLIENT_SECRET!,
    providerName: env.OIDC_PROVIDER_NAME?.trim() || new URL(issuer).hostname,
    redirectUrl: redirectUrlFrom(env, appOrigins),
    amrSatisfiesMfa: boolFrom(env.OIDC_AMR_SATISFIES_MFA, false, 'OIDC_AMR_SATISFIES_MFA'),
    allowHttpIssuer: http,
  };
}
