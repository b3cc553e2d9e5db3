import { makeUser } from '../../test-fixtures';
import { decodeUsers } from './decode-users';

describe('decodeUsers', () => {
  const users = [makeUser(), makeUser({ id: 2, trust: false, under_ref: null })];

  it('accepts the list of users as it is', () => {
    expect(decodeUsers({ success: true, users })).toEqual(users);
  });

  it("turns 'rows' back into users, whatever the field order", () => {
    const fields = Object.keys(users[0] ?? {}).sort();
    const rows = users.map((user) => fields.map((field) => user[field as keyof typeof user]));
    expect(decodeUsers({ success: true, fields, rows })).toEqual(users);
  });

  it('refuses rows missing a field rather than showing blank cells', () => {
    expect(() => decodeUsers({ success: true, fields: ['id'], rows: [[1]] })).toThrow(/full_name/);
  });
});
