import { sumAmounts } from './money';

describe('sumAmounts', () => {
  it('adds decimal strings without float drift', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe(0.3);
    expect(sumAmounts(Array.from({ length: 1000 }, () => '0.01'))).toBe(10);
  });

  it('ignores values that are not numbers', () => {
    expect(sumAmounts(['1250.00', 'abc', '250.50'])).toBe(1500.5);
  });
});
