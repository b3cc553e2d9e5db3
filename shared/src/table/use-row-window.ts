import { useEffect, useReducer, useRef, type RefObject } from 'react';
import { scaleOf, type ScrollScale } from './scaled-scroll';

/** Which rows a table of fixed-height rows shows and renders (decision 025). */
export interface RowWindow {
  /** The rows in view, first and last index (last < first when there are none). */
  first: number;
  last: number;
  /** The rows rendered: those in view and `overscan` more on each side. */
  start: number;
  end: number;
  /** The scroll position in rows' px (DOM px times the scale of a capped scroll area). */
  offset: number;
}

interface RowWindowOptions {
  scrollRef: RefObject<HTMLElement | null>;
  rowCount: number;
  rowHeight: number;
  overscan: number;
  scale: ScrollScale;
  /** The viewport height before the element has one (first render, jsdom). */
  fallbackHeight: number;
}

/** The window for a scroll position: arithmetic, every row being `rowHeight` px tall. */
export function rowWindowAt(
  offset: number,
  viewport: number,
  { rowCount, rowHeight, overscan }: Pick<RowWindowOptions, 'rowCount' | 'rowHeight' | 'overscan'>,
): RowWindow {
  if (rowCount === 0) return { first: 0, last: -1, start: 0, end: -1, offset };
  const first = Math.min(rowCount - 1, Math.max(0, Math.floor(offset / rowHeight)));
  const below = Math.ceil((offset + viewport) / rowHeight) - 1;
  const last = Math.min(rowCount - 1, Math.max(first, below));
  return {
    first,
    last,
    start: Math.max(0, first - overscan),
    end: Math.min(rowCount - 1, last + overscan),
    offset,
  };
}

/**
 * The rows a scrolled table renders, read from its scroll element at render time; the table
 * renders again when a scroll or a resize changes the rows in view. What a virtualizer does,
 * without one entry per row: TanStack Virtual rebuilt an array of every row's position each
 * time the row count changed, 13-27 ms and ~8 MB of garbage at 1,000,000 rows.
 */
export function useRowWindow(options: RowWindowOptions): RowWindow {
  const { scrollRef, scale, fallbackHeight } = options;
  const measure = () => {
    const element = scrollRef.current;
    const viewport = element?.clientHeight || fallbackHeight;
    const offset = (element?.scrollTop ?? 0) * scaleOf(scale, element?.clientHeight ?? 0);
    return rowWindowAt(offset, viewport, options);
  };
  const rendered = measure();
  const latest = useRef({ measure, rendered });
  latest.current = { measure, rendered };
  const [, renderAgain] = useReducer((renders: number) => renders + 1, 0);
  // A table without rows shows an empty state instead of its scroll element.
  const hasElement = options.rowCount > 0;

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    const update = () => {
      const { measure: now, rendered: shown } = latest.current;
      const next = now();
      if (next.first !== shown.first || next.last !== shown.last) renderAgain();
    };
    element.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [scrollRef, hasElement]);

  return rendered;
}
