import { formatMinor, minorToNumber, parseMoney } from './money';

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [1999, '19.99'],
    [125000, '1250.00'],
    [-250, '-2.50'],
  ])('formats %p minor units as %p', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
  });

  it.each([
    [0, 0],
    [0.1, 10],
    [0.29, 29], // 0.29 * 100 = 28.999999999999996 in floating point
    [19.99, 1999],
    [1.005, null],
    [12.345, null],
    [-0.01, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [1e21, null],
  ])('parses %p as %p minor units', (value, minor) => {
    expect(parseMoney(value)).toBe(minor);
  });

  it('turns minor units into a 2-decimal number for aggregates', () => {
    expect(minorToNumber(15600250)).toBe(156002.5);
  });
});
