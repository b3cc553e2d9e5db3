import { type Static, Type } from '@sinclair/typebox';
import { PERMISSIONS, ROLES } from '../permissions';
import { StrictObject } from './common';
import { PasskeyCredential } from './passkeys';

export const RoleSchema = Type.Union(ROLES.map((role) => Type.Literal(role)));
export const PermissionSchema = Type.Union(PERMISSIONS.map((p) => Type.Literal(p)));

/** The signed-in admin; `permissions` is what the screens follow (never the role name). */
export const Admin = StrictObject({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: RoleSchema,
  permissions: Type.Array(PermissionSchema),
  /** Signed in with a one-time password: every other screen waits until it is changed. */
  mustChangePassword: Type.Boolean(),
  /** The role needs a second factor and none is set up: only enrolment is open until done. */
  mustEnrolFactor: Type.Boolean(),
});
export type Admin = Static<typeof Admin>;

export const LoginBody = StrictObject({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  /** The second step of an admin with a second factor: an app code or a recovery code. */
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 16 })),
  /** Or a passkey's answer to a challenge of `POST /api/admin/login/passkey-options`. */
  passkey: Type.Optional(PasskeyCredential),
});
export type LoginBody = Static<typeof LoginBody>;

export const AdminResponse = StrictObject({ success: Type.Literal(true), admin: Admin });
export type AdminResponse = Static<typeof AdminResponse>;

export const LoginHintResponse = StrictObject({
  success: Type.Literal(true),
  email: Type.String(),
  password: Type.String(),
  /** Demo mode's other accounts (one per role), same password. */
  others: Type.Array(StrictObject({ email: Type.String(), role: RoleSchema })),
});
export type LoginHintResponse = Static<typeof LoginHintResponse>;

export const OkResponse = StrictObject({ success: Type.Literal(true) });
export type OkResponse = Static<typeof OkResponse>;
/** The demo credentials the login screen shows. */
export type LoginHint = Omit<LoginHintResponse, 'success'>;
