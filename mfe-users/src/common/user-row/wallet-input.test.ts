import { parseWalletInput, sameAmount } from './wallet-input';

describe('wallet input', () => {
  it.each([
    ['1250.5', 1250.5],
    ['1250.50', 1250.5],
    [' ₹1,250.50 ', 1250.5],
    ['0', 0],
    ['.5', 0.5],
    ['12.', 12],
    ['10000000', 10_000_000],
  ])('reads %p as %p', (text, value) => {
    expect(parseWalletInput(text)).toBe(value);
  });

  it.each(['', 'abc', '-5', '12.345', '1e3', '10000000.01', '1.2.3', '₹'])('refuses %p', (text) => {
    expect(parseWalletInput(text)).toBeNull();
  });

  it('compares amounts to the paisa', () => {
    expect(sameAmount(0.1 + 0.2, '0.30')).toBe(true);
    expect(sameAmount(19.99, '19.98')).toBe(false);
  });
});
