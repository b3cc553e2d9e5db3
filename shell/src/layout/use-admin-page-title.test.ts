import { adminPageTitle } from './use-admin-page-title';

describe('adminPageTitle', () => {
  it("names each admin page from the route manifest, then 'Admin Panel'", () => {
    expect(adminPageTitle('/withdrawal')).toBe('Withdrawal · Admin Panel');
    expect(adminPageTitle('/user-table')).toBe('User Manage · Admin Panel');
    expect(adminPageTitle('/messages')).toBe('Messages · Admin Panel');
    expect(adminPageTitle('/quiz_table')).toBe('Quiz Table · Admin Panel');
    expect(adminPageTitle('/payment/7')).toBe('Payment · Admin Panel');
    expect(adminPageTitle('/user-table/7')).toBe('User details · Admin Panel');
  });

  it("falls back to 'Admin Panel' for a path no admin route serves", () => {
    expect(adminPageTitle('/somewhere-else')).toBe('Admin Panel');
  });
});
