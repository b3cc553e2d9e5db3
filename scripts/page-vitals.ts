/**
 * The paint and stability figures a page recorded about itself, read in the page (pass the
 * function to Playwright's `page.evaluate`). Buffered observers, so nothing that happened before
 * the call is missed. Shared by `npm run bench:landing` and the public pages' end-to-end tests.
 */
export interface PageVitals {
  fcpMs: number;
  lcpMs: number;
  /** The largest element, e.g. `h1 "Learn, earn and grow"`. */
  lcpElement: string;
  /** Cumulative Layout Shift: every shift not caused by input, in one sum (no session windows). */
  cls: number;
  /** What moved in those shifts: each node with its box before and after, for a failure message. */
  shifted: string[];
}

export function readPageVitals(): PageVitals {
  // Runs in the page as its source text: no named inner functions (tsx would wrap them in a
  // helper the page does not have). With `buffered`, the entries recorded so far are in the
  // observer's buffer at once.
  const recorded: Record<string, PerformanceEntryList> = {};
  for (const type of ['largest-contentful-paint', 'layout-shift']) {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type, buffered: true });
    recorded[type] = observer.takeRecords();
    observer.disconnect();
  }
  const paints = (recorded['largest-contentful-paint'] ?? []) as (PerformanceEntry & {
    element?: Element | null;
  })[];
  const shifts = (recorded['layout-shift'] ?? []) as (PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  })[];
  // CLS counts the shifts no input caused; the failure message names the same ones.
  const counted = shifts.filter((shift) => !shift.hadRecentInput);
  const largest = paints[paints.length - 1];
  const element = largest?.element;
  return {
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcpMs: largest?.startTime ?? NaN,
    lcpElement: element
      ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
      : 'unknown',
    cls: counted.reduce((sum, s) => sum + s.value, 0),
    shifted: counted.flatMap((shift) =>
      (shift.sources ?? []).map(
        (source) =>
          `${Math.round(shift.startTime)} ms ${shift.value.toFixed(4)}: ` +
          `${(source.node as Element | null)?.outerHTML?.slice(0, 100) ?? source.node?.nodeName} ` +
          `${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
      ),
    ),
  };
}
