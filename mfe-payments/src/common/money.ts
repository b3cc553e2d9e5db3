/**
 * Sums decimal money strings ("1250.00") in whole paise/cents, so a total over thousands of
 * rows never drifts the way adding floats does.
 */
export function sumAmounts(amounts: Iterable<string | number>): number {
  let cents = 0;
  for (const amount of amounts) {
    const value = Number(amount);
    if (Number.isFinite(value)) cents += Math.round(value * 100);
  }
  return cents / 100;
}
