import { type Static, Type } from '@sinclair/typebox';
import { Money, Nullable, StrictObject, StringEnum, Timestamp } from './common';
import { WALLET_MAX } from './limits';

export const UserStatus = Type.Union([
  Type.Literal('ok'),
  Type.Literal('pause'),
  Type.Literal('block'),
]);
export type UserStatus = Static<typeof UserStatus>;
const UserStatusOut = StringEnum(['ok', 'pause', 'block'] as const);

export const User = StrictObject({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  dob: Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD' })),
  country_code: Nullable(Type.String()),
  phone_number: Nullable(Type.String()),
  gender: Nullable(Type.String()),
  verified: Type.Boolean(),
  coin: Money,
  business_plan: Nullable(Type.String()),
  payment_status: Type.Boolean(),
  day_count: Type.Integer(),
  trust: Type.Boolean(),
  under_ref: Nullable(Type.String({ description: "The referrer's reference code" })),
  reference_count: Type.Integer(),
  reference_code: Type.String(),
  created_at: Timestamp,
  status: UserStatusOut,
  pause_start: Nullable(Timestamp),
  block_date: Nullable(Timestamp),
});
export type User = Static<typeof User>;

export const UsersResponse = StrictObject({ success: Type.Literal(true), users: Type.Array(User) });
export type UsersResponse = Static<typeof UsersResponse>;

export const AllUsersQuery = StrictObject({
  format: Type.Optional(
    Type.Union([Type.Literal('objects'), Type.Literal('rows')], {
      description:
        "'objects' (default): {success, users}. 'rows': {success, fields, rows}, " +
        'one array of values per user in `fields` order, half the size',
    }),
  ),
});
/** GET /api/users/all-users?format=rows: the User values without the repeated keys. */
export const UserRowsResponse = StrictObject({
  success: Type.Literal(true),
  fields: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(Type.Unknown())),
});
export type UserRowsResponse = Static<typeof UserRowsResponse>;
export const AllUsersResponse = Type.Union([UsersResponse, UserRowsResponse]);
export type AllUsersResponse = Static<typeof AllUsersResponse>;

export const UserResponse = StrictObject({ success: Type.Literal(true), user: User });
export type UserResponse = Static<typeof UserResponse>;
export const UserMessageResponse = StrictObject({
  success: Type.Literal(true),
  message: Type.String(),
  user: User,
});
export type UserMessageResponse = Static<typeof UserMessageResponse>;

export const TrustBody = StrictObject({ trust: Type.Boolean() });

// The server is the one source of pause_start/block_date (applyStatusRule, its clock). The
// spec's body still carries them, so a client written to it is not refused, but they are
// ignored (docs/spec-deviations.md); the admin app sends only the status.
const ClientDate = Type.Optional(
  Type.Union([Type.String({ maxLength: 64 }), Type.Null()], {
    deprecated: true,
    description: 'Ignored: the server sets the date from the status',
  }),
);
export const StatusBody = StrictObject({
  status: UserStatus,
  pause_start: ClientDate,
  block_date: ClientDate,
});

export const WalletBody = StrictObject({
  coin: Type.Number({ minimum: 0, maximum: WALLET_MAX, description: 'Rupees, at most 2 decimals' }),
});
