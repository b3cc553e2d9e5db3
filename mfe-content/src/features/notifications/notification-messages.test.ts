import { parseUserId, refusalText } from './notification-messages';

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
  });
});
