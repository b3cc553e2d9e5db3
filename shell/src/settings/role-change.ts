import type { AdminAccount } from '@rewards/contract';
import { ROLE_LABELS, roleAbilities, type Role } from '@rewards/contract/permissions';
import type { ConfirmOptions } from '@rewards/shared/ui-admin';

export const OWN_ROLE_REASON = 'You cannot change your own role';
export const OWN_ACCOUNT_REASON = 'You cannot disable your own account';

/**
 * The question before a role change (one click made content@ an owner): who, from
 * what to what, and what the new role may do, from the permission matrix itself.
 */
export function roleChangeConfirm(admin: AdminAccount, role: Role): ConfirmOptions {
  const abilities = roleAbilities(role);
  return {
    title: 'Change role',
    confirmLabel: `Make ${ROLE_LABELS[role]}`,
    destructive: role === 'owner',
    message:
      `Change the role of ${admin.email} from ${ROLE_LABELS[admin.role]} to ${ROLE_LABELS[role]}? ` +
      `As ${ROLE_LABELS[role]} they may ${abilities.join('; ')}.`,
  };
}
