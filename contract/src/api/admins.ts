import { type Static, Type } from '@sinclair/typebox';
import { RoleSchema } from './auth';
import { Nullable, StrictObject, Timestamp } from './common';
import { ADMIN_PASSWORD_MIN } from './limits';

const NewPassword = Type.String({ minLength: ADMIN_PASSWORD_MIN, maxLength: 200 });

/** An admin account as owners manage it. */
export const AdminAccount = StrictObject({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: RoleSchema,
  disabled: Type.Boolean(),
  /** Still on the one-time password an owner set. */
  mustChangePassword: Type.Boolean(),
  /** Has a confirmed authenticator app (the second sign-in step). */
  authenticatorApp: Type.Boolean(),
  /** How many passkeys the admin has registered. */
  passkeys: Type.Integer(),
  createdAt: Timestamp,
});
export type AdminAccount = Static<typeof AdminAccount>;

export const AdminListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(AdminAccount),
});
export type AdminListResponse = Static<typeof AdminListResponse>;

export const AdminAccountResponse = StrictObject({
  success: Type.Literal(true),
  data: AdminAccount,
});
export type AdminAccountResponse = Static<typeof AdminAccountResponse>;

export const CreateAdminBody = StrictObject({
  email: Type.String({ format: 'email', maxLength: 254 }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  role: RoleSchema,
  /** One-time: the new admin must choose their own at first sign-in. */
  password: NewPassword,
});
export type CreateAdminBody = Static<typeof CreateAdminBody>;

export const UpdateAdminBody = StrictObject({
  role: Type.Optional(RoleSchema),
  disabled: Type.Optional(Type.Boolean()),
});
export type UpdateAdminBody = Static<typeof UpdateAdminBody>;

export const ChangePasswordBody = StrictObject({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: NewPassword,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** One of the signed-in admin's sessions, for "sign out" per device. */
export const AdminSession = StrictObject({
  /** A public handle of the session (never its token). */
  id: Type.String(),
  ip: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  createdAt: Timestamp,
  lastSeenAt: Nullable(Timestamp),
  current: Type.Boolean(),
});
export type AdminSession = Static<typeof AdminSession>;

export const AdminSessionListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(AdminSession),
});
export type AdminSessionListResponse = Static<typeof AdminSessionListResponse>;

export const SessionIdParams = StrictObject({
  id: Type.String({ pattern: '^[0-9a-f]{16}$' }),
});
export type SessionIdParams = Static<typeof SessionIdParams>;
