import type { AllUsersResponse, User } from '@rewards/contract';

/**
 * GET /api/users/all-users answers `{success, users}`, or, when asked with `format=rows`,
 * `{success, fields, rows}`: one array of values per user in `fields` order. 'rows' halves the
 * download and the server's work at 100,000 users; the values are the contract's, only the
 * keys are sent once.
 */
const USER_FIELDS = [
  'id',
  'full_name',
  'email',
  'dob',
  'country_code',
  'phone_number',
  'gender',
  'verified',
  'coin',
  'business_plan',
  'payment_status',
  'day_count',
  'trust',
  'under_ref',
  'reference_count',
  'reference_code',
  'created_at',
  'status',
  'pause_start',
  'block_date',
] as const satisfies readonly (keyof User)[];
// A User field missing from the list above fails to compile here, naming the field.
type Unlisted = Exclude<keyof User, (typeof USER_FIELDS)[number]>;
const _everyField: [Unlisted] extends [never] ? true : Unlisted = true;

export function decodeUsers(data: AllUsersResponse): User[] {
  if ('users' in data) return data.users;
  return decodeRows(data.fields, data.rows);
}

type UserField = (typeof USER_FIELDS)[number];

function decodeRows(fields: readonly string[], rows: readonly unknown[][]): User[] {
  const at = {} as Record<UserField, number>;
  for (const field of USER_FIELDS) {
    at[field] = fields.indexOf(field);
    if (at[field] < 0) throw new Error(`The user list has no "${field}" field`);
  }
  const users = new Array<User>(rows.length);
  // One object literal per row (rather than keys assigned in a loop) gives every user the
  // same hidden class: the fastest objects for V8 to build and for the cells to read.
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] ?? [];
    const user: Record<keyof User, unknown> = {
      id: r[at.id],
      full_name: r[at.full_name],
      email: r[at.email],
      dob: r[at.dob],
      country_code: r[at.country_code],
      phone_number: r[at.phone_number],
      gender: r[at.gender],
      verified: r[at.verified],
      coin: r[at.coin],
      business_plan: r[at.business_plan],
      payment_status: r[at.payment_status],
      day_count: r[at.day_count],
      trust: r[at.trust],
      under_ref: r[at.under_ref],
      reference_count: r[at.reference_count],
      reference_code: r[at.reference_code],
      created_at: r[at.created_at],
      status: r[at.status],
      pause_start: r[at.pause_start],
      block_date: r[at.block_date],
    };
    users[i] = user as User;
  }
  return users;
}
