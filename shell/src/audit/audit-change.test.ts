import { describeChange } from './audit-change';

describe('describeChange', () => {
  it('names each field whose value changed, with its old and new value', () => {
    expect(
      describeChange('{"role":"support","disabled":false}', '{"role":"content","disabled":false}'),
    ).toBe('role: support → content');
  });

  it('lists the values of a creation or a deletion', () => {
    expect(describeChange(null, '{"email":"a@b.test","role":"finance"}')).toBe(
      'email: a@b.test, role: finance',
    );
    expect(describeChange('{"coin":"12.50"}', null)).toBe('coin: 12.50');
  });

  it('shows a field that appears or goes, and text that is not JSON as it is', () => {
    expect(describeChange('{"a":1}', '{"a":1,"b":[2]}')).toBe('b: – → [2]');
    expect(describeChange('not json', null)).toBe('value: not json');
    expect(describeChange(null, null)).toBe('');
  });
});
