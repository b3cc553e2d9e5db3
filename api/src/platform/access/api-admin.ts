import { type Admin, permissionsOf } from '@rewards/contract';
import type { AdminIdentity } from '../../fastify-types';

/** The session answer: the admin plus the permissions of their role, which the screens follow. */
export function toApiAdmin(identity: AdminIdentity): Admin {
  return { ...identity, permissions: [...permissionsOf(identity.role)] };
}
