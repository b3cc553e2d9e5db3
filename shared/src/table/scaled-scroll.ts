/**
 * Browsers lay out an element at most ~33.5 million px tall (Chromium) or ~17.9 million
 * (Firefox): 1,000,000 rows of 48 px do not fit. Above this height the table's scroll area is
 * capped and a scroll of 1 px moves the rows by `scale` px, so the scrollbar still spans every
 * row and dragging it to 90% shows row 900,000.
 */
export const MAX_SCROLL_HEIGHT = 10_000_000;

/** The rows' full height in px, kept current by the table on every render. */
export interface ScrollScale {
  total: number;
}

/** Rows' px per DOM px, chosen so the last scroll position shows the last rows exactly. */
export function scaleOf(scale: ScrollScale, viewport: number): number {
  if (scale.total <= MAX_SCROLL_HEIGHT) return 1;
  return (scale.total - viewport) / (MAX_SCROLL_HEIGHT - viewport);
}

/** The DOM height standing in for `total` px of rows. */
export const domHeight = (total: number) => Math.min(total, MAX_SCROLL_HEIGHT);
