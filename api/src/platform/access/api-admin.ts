import { type Admin, permissionsOf } from '@rewards/contract';
import type { AdminIdentity } from '../../fastify-types';

/** The session answer: the admin plus the permissions of their role, which the screens follow. */
export function toApiAdmin(identity: AdminIdentity): Admin {
  const { id, email, name, role, mustChangePassword, mustEnrolFactor } = identity;
  return {
    id,
    email,
    name,
    role,
    permissions: [...permissionsOf(role)],
    mustChangePassword,
    mustEnrolFactor,
  };
}
