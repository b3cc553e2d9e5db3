import type { User } from '@rewards/shared';

/** A complete user as the API returns it; tests override only what they check. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    full_name: 'Asha Verma',
    email: 'asha@example.com',
    dob: '1995-04-12',
    country_code: '+91',
    phone_number: '9876543210',
    gender: 'female',
    verified: true,
    coin: '1250.5',
    business_plan: 'Silver',
    payment_status: false,
    day_count: 12,
    trust: true,
    under_ref: 'REF100',
    reference_count: 3,
    reference_code: 'ASHA01',
    created_at: '2025-01-10T08:00:00.000Z',
    status: 'ok',
    pause_start: null,
    block_date: null,
    ...overrides,
  };
}
