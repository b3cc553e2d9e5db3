import { ApiError } from '@rewards/shared';
import { addFailureText, parseUserId, refusalText } from './notification-messages';

describe('parseUserId', () => {
  it.each([
    ['7', 7],
    [' 42 ', 42],
  ])('reads %p as %p', (text, id) => {
    expect(parseUserId(text)).toBe(id);
  });

  it.each(['', '  ', '0', '-3', '1.5', '1e3', 'abc', '99999999999999999999'])(
    'refuses %p',
    (text) => {
      expect(parseUserId(text)).toBeNull();
    },
  );
});

describe('Add dialog failure texts', () => {
  it("maps the server's 'User not found' and any other refusal", () => {
    expect(refusalText('User not found')).toBe('⚠️ That user not found!');
    expect(refusalText('Message is required')).toBe('User not found. Check userId');
    expect(refusalText(undefined)).toBe('User not found. Check userId');
  });

  it('tells a failed response from a call that threw', () => {
    expect(addFailureText(new ApiError('User not found', 404))).toBe('⚠️ That user not found!');
    expect(addFailureText(new ApiError('Internal server error', 500))).toBe(
      'User not found. Check userId',
    );
    expect(addFailureText(new ApiError('offline', undefined))).toBe('⚠️ Something went wrong.');
    expect(addFailureText(new TypeError('boom'))).toBe('⚠️ Something went wrong.');
  });
});
