import { encodePng, type Rgb } from './png';
import type { SeededRandom } from './random';

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [33, 37, 41];

/** A payment-receipt look-alike: header band, text-like bars, an amount block. */
export function receiptPng(random: SeededRandom, accent: Rgb): Buffer {
  const bars = Array.from({ length: 8 }, () => random.int(60, 220));
  return encodePng(240, 320, (x, y) => {
    if (y < 48) return accent;
    const row = Math.floor((y - 64) / 24);
    const inBar =
      y >= 64 && (y - 64) % 24 < 8 && row < bars.length && x >= 20 && x < 20 + (bars[row] ?? 0);
    if (inBar) return [120, 120, 130];
    if (y > 270 && y < 300 && x > 120 && x < 220) return accent;
    return WHITE;
  });
}

/** A wide banner with a diagonal gradient and a few stripes. */
export function bannerPng(): Buffer {
  return encodePng(600, 200, (x, y) => {
    const t = (x + y) / 800;
    if (y > 140 && y < 150 && x > 40 && x < 360) return WHITE;
    return [Math.round(30 + 80 * t), Math.round(90 + 100 * t), Math.round(200 - 60 * t)];
  });
}

/** A QR-code look-alike: finder squares in three corners and seeded modules elsewhere. */
export function qrLikePng(random: SeededRandom): Buffer {
  const modules = 25;
  const scale = 8;
  const quiet = 4;
  const size = (modules + quiet * 2) * scale;
  const grid = Array.from({ length: modules * modules }, () => random.chance(0.45));
  const finder = (mx: number, my: number): boolean | null => {
    for (const [fx, fy] of [
      [0, 0],
      [modules - 7, 0],
      [0, modules - 7],
    ] as const) {
      const dx = mx - fx;
      const dy = my - fy;
      if (dx >= 0 && dx < 7 && dy >= 0 && dy < 7) {
        const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
        return ring !== 1;
      }
    }
    return null;
  };
  return encodePng(size, size, (x, y) => {
    const mx = Math.floor(x / scale) - quiet;
    const my = Math.floor(y / scale) - quiet;
    if (mx < 0 || my < 0 || mx >= modules || my >= modules) return WHITE;
    const f = finder(mx, my);
    const dark = f ?? grid[my * modules + mx] ?? false;
    return dark ? INK : WHITE;
  });
}
