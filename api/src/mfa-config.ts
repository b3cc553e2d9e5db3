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

export function mfaFrom(env: NodeJS.ProcessEnv): MfaConfig {
  return {
    requiredRoles: requiredRolesFrom(env.MFA_REQUIRED_ROLES),
    stepUpMinutes: positiveIntFrom(env.STEP_UP_MINUTES, 5, 'STEP_UP_MINUTES'),
  };
}
