import type { Admin } from '@rewards/contract';
import { permissionsOf, type Role } from '@rewards/contract/permissions';
import { useSessionStore } from '@rewards/shared';

/** A signed-in admin as `/api/admin/me` answers it: the permissions follow the role's matrix. */
export function makeAdmin(role: Role = 'owner', overrides: Partial<Admin> = {}): Admin {
  return {
    id: 1,
    email: `${role}@rewards.test`,
    name: `${role} admin`,
    role,
    permissions: [...permissionsOf(role)],
    mustChangePassword: false,
    mustEnrolFactor: false,
    ...overrides,
  };
}

/** Puts an admin of `role` in the session store, as the shell does after sign-in. */
export function signInAs(role: Role = 'owner'): Admin {
  const admin = makeAdmin(role);
  useSessionStore.getState().signIn(admin);
  return admin;
}
