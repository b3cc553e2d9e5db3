// In-page probes of the review queue's browser benchmark (bench-review-ui.ts): the decision's
// key press is stamped in the page, and a MutationObserver sees the next item's context
// arrive; both on the page's own clock, so the figure has no round trip to the driver in it.

/**
 * Added to every page of the run (a string: tsx's keepNames helper `__name` is not in the page,
 * so it is defined here for the probes below). A deciding key (A, or Enter in the reject
 * dialog) is stamped in the capture phase, before the screen's own listener runs.
 */
export const REVIEW_INIT_SCRIPT = `
  globalThis.__name = (f) => f;
  globalThis.__reviewBench = { armed: false, pressAt: null, done: null };
  // Every decision's resource timing is read (the default buffer keeps 250 entries).
  performance.setResourceTimingBufferSize(100000);
  addEventListener('keydown', (event) => {
    const bench = globalThis.__reviewBench;
    if (bench.armed && bench.pressAt === null && (event.key === 'a' || event.key === 'Enter'))
      bench.pressAt = performance.now();
  }, true);
`;

/** Key press to the next item painted, and to the decision's answer, ms (-1: none). */
export interface Painted {
  ms: number;
  answerMs: number;
}

interface ReviewBench {
  armed: boolean;
  pressAt: number | null;
  done: Promise<Painted> | null;
}

/** What the admin sees on the screen: an item with its context, the empty queue, or neither yet. */
export const EMPTY_QUEUE = 'Nothing waits for your decision';

/**
 * The heading of the item shown with its context (signals) on screen, `EMPTY_QUEUE` when the
 * queue is empty, or null (loading). For page.waitForFunction.
 */
export function shownItem(): string | null {
  const main = document.querySelector('main');
  if (main?.textContent?.includes('Nothing waits for your decision'))
    return 'Nothing waits for your decision';
  const heading = main?.querySelector('h2');
  const panel = heading?.closest('[aria-busy]');
  const ready =
    panel?.getAttribute('aria-busy') === 'false' &&
    panel.querySelector('ul[aria-label="Signals"]') !== null;
  return ready ? (heading?.textContent ?? null) : null;
}

/**
 * Arms the measurement before the deciding key: resolves `done` with the milliseconds from the
 * key press to the frame after another item's heading and its context are in the DOM (as the
 * list benchmarks wait: a frame, then a task). Rejects after 30 s.
 */
export function armNextPainted(previous: string): void {
  const EMPTY_TEXT = 'Nothing waits for your decision';
  const bench = (globalThis as unknown as { __reviewBench: ReviewBench }).__reviewBench;
  bench.pressAt = null;
  bench.armed = true;
  bench.done = new Promise<Painted>((resolve, reject) => {
    const observer = new MutationObserver(() => check());
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`No next item after "${previous}" within 30 s`));
    }, 30_000);
    function check() {
      const heading = document.querySelector('main h2');
      const panel = heading?.closest('[aria-busy]');
      const shown = {
        heading: heading?.textContent ?? null,
        contextShown:
          panel?.getAttribute('aria-busy') === 'false' &&
          panel.querySelector('ul[aria-label="Signals"]') !== null,
      };
      if (bench.pressAt === null) return;
      // The last item decided: nothing comes next (-1).
      const empty = document.querySelector('main')?.textContent?.includes(EMPTY_TEXT) ?? false;
      if (!empty && (shown.heading === previous || !shown.contextShown)) return;
      observer.disconnect();
      clearTimeout(timer);
      bench.armed = false;
      const pressAt = bench.pressAt;
      if (empty) return resolve({ ms: -1, answerMs: -1 });
      // The decision's own round trip, from the browser's resource timing.
      const answer = performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .find((entry) => entry.name.endsWith('/decision') && entry.startTime >= pressAt);
      const answerMs = answer ? answer.responseEnd - pressAt : -1;
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ ms: performance.now() - pressAt, answerMs })),
      );
    }
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** The armed measurement's milliseconds (see armNextPainted). */
export const nextPaintedMs = (): Promise<Painted> => {
  const done = (globalThis as unknown as { __reviewBench: ReviewBench }).__reviewBench.done;
  if (!done) throw new Error('armNextPainted was not called');
  return done;
};
