import { Secret, TOTP } from 'otpauth';
import type { TestContext } from './test-app';

/** What an authenticator app shows for a secret at the app clock's time (RFC 6238 defaults). */
export function appCode(t: TestContext, secret: string, offsetSteps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: t.config.now().getTime() + offsetSteps * 30_000,
  });
}

/** Moves the app clock to the next 30-second step, so a new code is accepted. */
export function nextStep(t: TestContext): void {
  t.clock.advance(30_000);
}

/**
 * Sets up an authenticator app for the signed-in admin of `cookie`, as the Security screen
 * does: start, then confirm with the first code. Answers the secret and the recovery codes.
 */
export async function enrolTotp(
  t: TestContext,
  cookie: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/admin/mfa/totp',
    headers: { cookie },
  });
  if (start.statusCode !== 200) throw new Error(`enrol start: ${start.statusCode} ${start.body}`);
  const { secret } = start.json() as { secret: string };
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/admin/mfa/totp/confirm',
    headers: { cookie },
    payload: { code: appCode(t, secret) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`);
  // The confirming code's step is used: the next sign-in needs the next step's code.
  nextStep(t);
  return { secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** Signs in with password and code (the login screen's second step); answers the response. */
export function signInWithCode(
  t: TestContext,
  email: string,
  password: string,
  code: string | undefined,
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress,
    payload: code === undefined ? { email, password } : { email, password, code },
  });
}
