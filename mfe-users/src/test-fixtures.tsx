import { screen } from '@testing-library/react';
import type { User, UsersResponse } from '@rewards/contract';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import UserTablePage from './pages/user-table-page';

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
    coin: '1250.50',
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

/** The list endpoint answering with these users (the contract's `{success, users}` shape). */
export function mockUserList(users: User[], options?: { until?: Promise<unknown> }) {
  mockApi.get<UsersResponse>('/users/all-users', { success: true, users }, options);
}

/** The user table with these users, once the first of them is on screen. */
export async function renderUserTable(users: User[], route = '/user-table') {
  mockUserList(users);
  const result = renderWithProviders(<UserTablePage />, { route });
  if (users[0]) await screen.findByText(users[0].email);
  return result;
}
