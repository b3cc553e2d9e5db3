import { boolFrom } from '@rewards/http-edge';

export const INSECURE_COOKIE_WARNING =
  'INSECURE COOKIES: ALLOW_INSECURE_COOKIES=true sends the session cookie without Secure. ' +
  'Only acceptable when a TLS-terminating proxy on this host is the sole way in.';

/**
 * Whether the `sid` cookie carries `Secure` (COOKIE_SECURE). Demo mode runs on plain
 * http://localhost, so it defaults to off there. Production (ADMIN_PASSWORD set) defaults to
 * on, and turning it off needs ALLOW_INSECURE_COOKIES=true as well, which server.ts logs as a
 * warning at every start: a forgotten setting must not ship a session over plain HTTP.
 */
export function cookieSecureFrom(env: NodeJS.ProcessEnv, demoMode: boolean): boolean {
  const secure = boolFrom(env.COOKIE_SECURE, !demoMode, 'COOKIE_SECURE');
  const allowInsecure = boolFrom(env.ALLOW_INSECURE_COOKIES, false, 'ALLOW_INSECURE_COOKIES');
  if (!demoMode && !secure && !allowInsecure) {
    throw new Error(
      'COOKIE_SECURE=false outside demo mode sends the session cookie over plain HTTP. ' +
        'Serve HTTPS and unset it, or set ALLOW_INSECURE_COOKIES=true if a TLS-terminating ' +
        'proxy on this host is the only way in.',
    );
  }
  return secure;
}
