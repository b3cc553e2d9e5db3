import { countNoun } from './plural';

describe('countNoun', () => {
  it.each([
    [1, 'users', '1 user'],
    [0, 'users', '0 users'],
    [2, 'wallet transactions', '2 wallet transactions'],
    [1, 'wallet transactions', '1 wallet transaction'],
    [12345, 'withdrawals', '12,345 withdrawals'],
  ])('%d %s reads %s', (n, noun, text) => expect(countNoun(n, noun)).toBe(text));

  it.each([
    ['entries', '1 entry'],
    ['quizzes', '1 quiz'],
    ['banners', '1 banner'],
  ])('derives the singular of %s', (noun, text) => expect(countNoun(1, noun)).toBe(text));

  it('takes an irregular singular', () =>
    expect(countNoun(1, 'people', 'person')).toBe('1 person'));
});
