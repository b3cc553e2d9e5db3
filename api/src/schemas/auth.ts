import { Type } from '@sinclair/typebox';
import { StrictObject } from './common';

export const Admin = StrictObject({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
});

export const LoginBody = StrictObject({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});

export const AdminResponse = StrictObject({ success: Type.Literal(true), admin: Admin });

export const LoginHintResponse = StrictObject({
  success: Type.Literal(true),
  email: Type.String(),
  password: Type.String(),
});

export const OkResponse = StrictObject({ success: Type.Literal(true) });
