/**
 * The in-page probes of `npm run bench:users`: each runs inside the page (serialised by
 * Playwright), so each is self-contained and imports nothing at run time.
 */
import type { Page } from '@playwright/test';

type ProbeWindow = Window & { firstRowsAt?: number };

/** Records when the first data row is on screen: in the DOM, then one frame painted. */
export function installFirstRowsProbe(): void {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('table[aria-label="Users"] tbody tr[aria-rowindex]')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => ((window as ProbeWindow).firstRowsAt = performance.now())),
    );
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
}

export async function readLoadTimings(page: Page) {
  return page.evaluate(() => {
    // The list's first request: the first window of GET /api/users.
    const list = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === '/api/users') as PerformanceResourceTiming;
    return {
      firstRowsAt: (window as ProbeWindow).firstRowsAt ?? NaN,
      // Request sent to last byte received: the server's work plus the transfer.
      download: list.responseEnd - list.requestStart,
      transferBytes: list.transferSize,
    };
  });
}

/**
 * Changes the search box as a keystroke would and resolves with the time until the rows
 * (and the 'Showing X of Y' line rendered with them) have updated and painted. The line
 * changes as soon as the view is narrowed ('Showing 10,00,000 of 10,00,000') while it is
 * still busy loading the new rows: only a changed line that is no longer busy counts.
 */
export function typeAndWait(query: string): Promise<number> {
  const input = document.querySelector<HTMLInputElement>('input[type="search"]');
  const count = document.querySelector('[data-testid="user-count"]');
  if (!input || !count) throw new Error('No search box or user count on the page');
  const before = count.textContent;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const timeout = setTimeout(() => reject(new Error(`"${query}" changed nothing`)), 20_000);
    const observer = new MutationObserver(() => {
      if (count.textContent === before || count.getAttribute('aria-busy') === 'true') return;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    });
    observer.observe(count, {
      childList: true,
      characterData: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    setValue?.call(input, query);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function measureSearch(page: Page) {
  // A real user on screen: the first row's email (one match) and last name (many).
  const [email, name] = await page.evaluate(() => {
    const cells = document.querySelectorAll('table[aria-label="Users"] tbody tr[aria-rowindex] td');
    return [cells[2]?.textContent ?? '', cells[1]?.textContent ?? ''];
  });
  const lastName = name.split(' ').pop() ?? name;
  const oneMatch = await page.evaluate(typeAndWait, email);
  const cleared = await page.evaluate(typeAndWait, '');
  const byName = await page.evaluate(typeAndWait, lastName.toLowerCase());
  await page.evaluate(typeAndWait, '');
  // The sort and jump figures that follow are of the whole list: make sure it is back.
  await page.waitForFunction(
    () =>
      !new URLSearchParams(location.search).has('q') &&
      !/Showing/.test(document.querySelector('[data-testid="user-count"]')?.textContent ?? '') &&
      document.querySelector('[data-testid="user-count"]')?.getAttribute('aria-busy') !== 'true',
  );
  return { oneMatch, byName, cleared };
}

/**
 * Scrolls the table down one screenful at a time (a scrollbar drag: every row on screen is
 * new) and resolves with the mean time from scroll to the next painted frame.
 */
export async function scrollAndWait(steps: number): Promise<number> {
  const box = document.querySelector<HTMLElement>('[aria-label="Users (scrollable)"]');
  if (!box) throw new Error('No scrollable user table');
  // No named helper functions in here: tsx would wrap them in a helper the page lacks.
  let total = 0;
  for (let step = 1; step <= steps; step++) {
    const start = performance.now();
    box.scrollTop = step * box.clientHeight;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    total += performance.now() - start;
  }
  box.scrollTop = 0;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return total / steps;
}

/**
 * Clicks a sortable header and resolves when the server's sorted rows are painted: the header
 * says the new sort (`aria-sort`) in the render that asks for the new list, and the count line
 * is aria-busy until its rows are there. Watching only for busy to come and go missed a list
 * served from the cache (never busy) and a click while a scroll's window still loaded.
 */
export async function measureSort(page: Page, header: string): Promise<number> {
  return page.evaluate(
    (title) =>
      new Promise<number>((resolve, reject) => {
        const button = document.querySelector<HTMLButtonElement>(
          `button[title="Sort by ${title}"]`,
        );
        const th = button?.closest('th');
        const count = document.querySelector('[data-testid="user-count"]');
        if (!button || !th || !count) throw new Error(`No sortable ${title} header`);
        const before = th.getAttribute('aria-sort');
        const timeout = setTimeout(
          () => reject(new Error(`Sort by ${title} never settled`)),
          60_000,
        );
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (th.getAttribute('aria-sort') === before) return;
          if (count.getAttribute('aria-busy') === 'true') return;
          observer.disconnect();
          clearTimeout(timeout);
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        });
        const watched = { attributes: true, attributeFilter: ['aria-sort', 'aria-busy'] };
        observer.observe(th, watched);
        observer.observe(count, watched);
        button.click();
      }),
    header,
  );
}
