import { ROLES, type Role } from '@rewards/contract';
import { listFrom, positiveIntFrom } from '@rewards/http-edge';

// Second-factor settings (docs/security.md#second-factor), read with the rest of the config.

export interface MfaConfig {
  /**
   * Roles that must have a second factor (MFA_REQUIRED_ROLES, default `owner,finance`; `none`
   * for no role): such an admin without one can only set it up until done.
   */
  requiredRoles: Role[];
  /** Minutes a second-factor check stays fresh for large decisions (STEP_UP_MINUTES). */
  stepUpMinutes: number;
  /** Passkeys (WebAuthn): where ceremonies must come from. */
  webauthn: WebauthnConfig;
}

export interface WebauthnConfig {
  /** The relying party id (WEBAUTHN_RP_ID; default: the host of the first APP_ORIGINS). */
  rpId: string;
  rpName: string;
  /** Origins a ceremony may come from: the admin app's own (APP_ORIGINS). */
  origins: string[];
}

export const DEFAULT_MFA_REQUIRED_ROLES: readonly Role[] = ['owner', 'finance'];

function requiredRolesFrom(value: string | undefined): Role[] {
  if (value === undefined || value.trim() === '') return [...DEFAULT_MFA_REQUIRED_ROLES];
  if (value.trim().toLowerCase() === 'none') return [];
  const roles = listFrom(value.toLowerCase());
  const unknown = roles.filter((role) => !(ROLES as readonly string[]).includes(role));
  if (unknown.length > 0) {
    throw new Error(
      `MFA_REQUIRED_ROLES lists unknown roles (${unknown.join(', ')}): use ${ROLES.join(', ')} or none`,
    );
  }
  return [...new Set(roles as Role[])];
}

// A passkey is bound to a domain: the app's own origins (the CSRF guard's list) say which.
function webauthnFrom(env: NodeJS.ProcessEnv, appOrigins: string[]): WebauthnConfig {
  const rpId = env.WEBAUTHN_RP_ID?.trim() || new URL(appOrigins[0] ?? 'http://localhost').hostname;
  const outside = appOrigins.filter((origin) => {
    const host = new URL(origin).hostname;
    return host !== rpId && !host.endsWith(`.${rpId}`);
  });
  if (env.WEBAUTHN_RP_ID && outside.length === appOrigins.length) {
    throw new Error(
      `WEBAUTHN_RP_ID (${rpId}) must be the host, or a parent, of an APP_ORIGINS origin`,
    );
  }
  return { rpId, rpName: 'Rewards Admin', origins: appOrigins };
}

export function mfaFrom(env: NodeJS.ProcessEnv, appOrigins: string[]): MfaConfig {
  return {
    requiredRoles: requiredRolesFrom(env.MFA_REQUIRED_ROLES),
    stepUpMinutes: positiveIntFrom(env.STEP_UP_MINUTES, 5, 'STEP_UP_MINUTES'),
    webauthn: webauthnFrom(env, appOrigins),
  };
}
