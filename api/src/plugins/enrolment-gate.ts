import { FACTOR_ENROLMENT_REQUIRED } from '@rewards/contract';
import { HttpError } from '../lib/http-error';

/**
 * What an admin whose role needs a second factor (MFA_REQUIRED_ROLES) may reach before setting
 * one up: who they are, setting up the factor, and their password (a one-time password is
 * changed first). Everything else, every money route included, is refused by the auth hook, so
 * the screen's redirect is a convenience, not the rule. Kept as data to audit at a glance.
 */
const OPEN_BEFORE_ENROLMENT = new Set([
  'GET /api/admin/me',
  'GET /api/admin/mfa',
  'POST /api/admin/mfa/totp',
  'POST /api/admin/mfa/totp/confirm',
  'GET /api/admin/mfa/passkeys',
  'POST /api/admin/mfa/passkeys/options',
  'POST /api/admin/mfa/passkeys',
  'POST /api/admins/me/password',
]);

export function refuseBeforeEnrolment(method: string, url: string | undefined): void {
  const effective = method === 'HEAD' ? 'GET' : method;
  if (OPEN_BEFORE_ENROLMENT.has(`${effective} ${url ?? ''}`)) return;
  throw new HttpError(
    403,
    'Set up a passkey or an authenticator app first: your role needs a second sign-in step',
    FACTOR_ENROLMENT_REQUIRED,
  );
}
