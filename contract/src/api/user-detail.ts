import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StrictObject } from './common';
import { REFERRALS_SHOWN } from './limits';

// A user's page (/user-table/:id): the user (GET /api/users/:id answers UserResponse) and who
// they are linked to by referral codes.

/** Enough of a user to name and link them. */
export const UserRef = StrictObject({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  reference_code: Type.String(),
});
export type UserRef = Static<typeof UserRef>;

/** GET /api/users/:id/referrals */
export const UserReferralsResponse = StrictObject({
  success: Type.Literal(true),
  data: StrictObject({
    /** The user whose reference code this user signed up with (`under_ref`), if they still exist. */
    referrer: Nullable(UserRef),
    /** Users who signed up with this user's code: how many, and the first ones by id. */
    referred: StrictObject({
      count: Type.Integer(),
      users: Type.Array(UserRef, { maxItems: REFERRALS_SHOWN }),
    }),
  }),
});
export type UserReferralsResponse = Static<typeof UserReferralsResponse>;
export type UserReferrals = UserReferralsResponse['data'];
