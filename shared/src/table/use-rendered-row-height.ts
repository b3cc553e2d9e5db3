import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height the table's rows take on screen: `estimate`, or more when their content makes
 * them taller (a row's height is only its minimum). The window of rows in view and the spacers
 * are computed from it; with the estimate alone, rows of two-line cells (~70 px against 52)
 * sat lower than the window assumed, and scrolling one into view moved the window past it, so
 * it was unmounted under the pointer. Read when the body's size changes (rows in, rows out);
 * jsdom has no layout, so there the estimate stays.
 */
export function useRenderedRowHeight(
  scrollRef: RefObject<HTMLElement | null>,
  estimate: number,
  hasRows: boolean,
): number {
  const [measured, setMeasured] = useState(estimate);
  useLayoutEffect(() => {
    const body = scrollRef.current?.querySelector('tbody');
    if (!body) return undefined;
    const measure = () => {
      const row = body.querySelector('tr[aria-rowindex]');
      const height = Math.max(estimate, row?.getBoundingClientRect().height ?? 0);
      setMeasured((shown) => (Math.abs(height - shown) > 0.5 ? height : shown));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    return () => observer.disconnect();
  }, [scrollRef, estimate, hasRows]);
  return Math.max(estimate, measured);
}
