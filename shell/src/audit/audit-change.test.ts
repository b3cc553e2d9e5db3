import { formatDateTime } from '@rewards/shared';
import { describeChange } from './audit-change';

describe('describeChange', () => {
  it('names each field whose value changed, with its old and new value', () => {
    expect(
      describeChange('{"role":"support","disabled":false}', '{"role":"content","disabled":false}'),
    ).toBe('Role: support → content');
  });

  it('lists the values of a creation or a deletion', () => {
    expect(describeChange(null, '{"email":"a@b.test","role":"finance"}')).toBe(
      'Email: a@b.test, Role: finance',
    );
    expect(describeChange('{"coin":"12.50"}', null)).toBe('Wallet: ₹12.50');
  });

  it('shows a field that appears or goes, and text that is not JSON as it is', () => {
    expect(describeChange('{"a":1}', '{"a":1,"b":[2]}')).toBe('B: — → [2]');
    expect(describeChange('not json', null)).toBe('Value: not json');
    expect(describeChange(null, null)).toBe('');
  });

  it('formats dates and money as every screen does, and shows nothing as —', () => {
    expect(
      describeChange(
        '{"pause_start":null,"coin":"1500","status":"ok"}',
        '{"pause_start":"2026-11-26T21:20:33.991Z","coin":"1250.5","status":"pause"}',
      ),
    ).toBe(
      `Pause start: — → ${formatDateTime('2026-11-26T21:20:33.991Z')}, ` +
        'Wallet: ₹1,500.00 → ₹1,250.50, Status: ok → pause',
    );
    expect(describeChange(null, '{"message":""}')).toBe('Message: —');
  });

  it('names fields by label and admins by email, not code names and ids (the admin review)', () => {
    const actor = { id: 1, email: 'admin@rewards.test' };
    expect(
      describeChange('{"status":"pending"}', '{"status":"pending","firstApprovedBy":1}', actor),
    ).toBe('First approval by: — → admin@rewards.test');
    expect(describeChange(null, '{"decidedBy":4,"first_approved_at":null}', actor)).toBe(
      'Decided by: admin #4, First approved at: —',
    );
  });
});
