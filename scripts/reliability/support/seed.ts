/**
 * The suite's one source of randomness: a seeded generator (mulberry32), so a failing run
 * repeats exactly with `RELIABILITY_SEED=<the printed seed>`.
 */
export const SUITE_SEED = Number(process.env.RELIABILITY_SEED ?? 20261122);

export interface Random {
  /** In [0, 1). */
  next(): number;
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number) => Math.floor(next() * maxExclusive);
  return { next, int, pick: (items) => items[int(items.length)] as (typeof items)[number] };
}
