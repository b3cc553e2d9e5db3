import type { Page } from '@playwright/test';
import { type Change, timeChange } from './bench-sort-phases-probes';

// In-page probes of the list screens' browser benchmark (bench-lists.ts): each runs inside the
// page (page.evaluate) and resolves with milliseconds, waiting for what the admin sees.

/** Resolves once the table named `caption` shows data rows and no loading row. */
export function rowsShown(caption: string): Promise<number> {
  const start = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const table = document.querySelector(`table[aria-label="${caption}"]`);
      const ready =
        table &&
        table.querySelector('tbody tr[aria-rowindex]') &&
        !table.querySelector('tbody tr[data-loading-row]');
      if (ready) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** Drags the table's scrollbar to `fraction` of the list and waits for the rows there. */
export function jumpAndWait([caption, fraction]: [string, number]): Promise<number> {
  const box = document.querySelector<HTMLElement>(`[aria-label="${caption} (scrollable)"]`);
  const table = document.querySelector(`table[aria-label="${caption}"]`);
  if (!box || !table) throw new Error(`No scrollable table "${caption}"`);
  const rows = Number(table.getAttribute('aria-rowcount')) - 1;
  const target = Math.floor(rows * fraction);
  // Only the rows in the scroll box's view count: the table also renders a few overscan rows
  // above and below it, and the list fetches the windows the view needs, so an overscan row
  // just above a fetched window (hidden under the header) can stay a loading row until the admin
  // scrolls to it. A row's px in view, below the sticky header that covers the box's top (the
  // kit makes the header ROW sticky: the `thead` element itself stays at the table's top):
  const visiblePx = (row: Element) => {
    const view = box.getBoundingClientRect();
    const top = Math.max(
      view.top,
      table.querySelector('thead tr')?.getBoundingClientRect().bottom ?? 0,
    );
    const rect = row.getBoundingClientRect();
    return Math.round(Math.min(rect.bottom, view.bottom) - Math.max(rect.top, top));
  };
  const inView = (row: Element) => visiblePx(row) > 1;
  const shownRows = () =>
    Array.from(table.querySelectorAll('tbody tr[aria-rowindex]'))
      .filter(inView)
      .map((row) => Number(row.getAttribute('aria-rowindex')) - 2);
  const loadingRows = () =>
    Array.from(table.querySelectorAll('tbody tr[data-loading-row]')).filter(inView);
  const loading = () => loadingRows().length;
  // What the view showed instead: its rows, loading rows, an alert (the list's error state).
  const instead = () =>
    `rows ${shownRows()[0]}..${shownRows().at(-1)} of ${rows}, ` +
    `loading rows showing ${loadingRows().map(visiblePx).join(', ') || 0} px, ` +
    `alert "${document.querySelector('[role="alert"]')?.textContent ?? ''}"`;
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(
      () => reject(new Error(`Row ${target} never arrived: ${instead()}`)),
      60_000,
    );
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (loading() > 0) return;
      const shown = shownRows();
      if (!shown.some((index) => Math.abs(index - target) <= 20)) return;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    });
    observer.observe(table, { childList: true, subtree: true });
    box.scrollTop = fraction * (box.scrollHeight - box.clientHeight);
  });
}

/**
 * Makes a sort (a header click) or a filter change and waits for the server's new rows
 * painted, timed inside the page (timeChange): milliseconds from the event to the rows, and to
 * the API's answer (the rest is the page's own work). It used to time a Playwright click on
 * Node's clock and then wait for any rows without a loading row, which the previous list (kept
 * on screen until the new one arrives) already satisfied: Playwright's own round trips, not the
 * page's time. The context needs PHASE_INIT_SCRIPT.
 */
export async function changeAndWait(
  page: Page,
  caption: string,
  change: Change,
): Promise<{ rows: number; answer: number | null }> {
  const phases = await page.evaluate(timeChange, [caption, change] as [string, Change]);
  return { rows: phases.painted, answer: phases.responseEnd };
}

export async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return Math.round((usedSize / 1024 / 1024) * 10) / 10;
}
