import { type Static, Type } from '@sinclair/typebox';
import { StrictObject } from './common';

export const Admin = StrictObject({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
});
export type Admin = Static<typeof Admin>;

export const LoginBody = StrictObject({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const AdminResponse = StrictObject({ success: Type.Literal(true), admin: Admin });
export type AdminResponse = Static<typeof AdminResponse>;

export const LoginHintResponse = StrictObject({
  success: Type.Literal(true),
  email: Type.String(),
  password: Type.String(),
});
export type LoginHintResponse = Static<typeof LoginHintResponse>;

export const OkResponse = StrictObject({ success: Type.Literal(true) });
export type OkResponse = Static<typeof OkResponse>;
/** The demo credentials the login screen shows. */
export type LoginHint = Omit<LoginHintResponse, 'success'>;
