/** Exported for its test. Waits 1, 2, 4... up to 30 s between attempts, +-20 % so tabs spread out. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}
