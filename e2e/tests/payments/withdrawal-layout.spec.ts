import { expect, test } from '@playwright/test';
import { openAdmin } from '../support/sign-in';

/**
 * `/withdrawal` on a 1366 × 900 laptop screen: every column on the page without a sideways
 * scroll, and rows of two or three short lines. Before, the Date cell broke one word a line
 * (117 px rows) and "Approved by … and …" pushed the Actions column out of view.
 */
test.use({ viewport: { width: 1366, height: 900 } });

test('the withdrawal table fits a 1366 px screen with compact rows', async ({ page }) => {
  await openAdmin(page, '/withdrawal');
  const table = page.getByRole('table', { name: 'Withdrawal requests' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const layout = await table.evaluate((element) => {
    const box = element.parentElement?.getBoundingClientRect();
    const lastHeader = element.querySelector('thead th:last-child')?.getBoundingClientRect();
    return {
      containerRight: box?.right ?? 0,
      lastColumnRight: lastHeader?.right ?? Infinity,
      viewportWidth: document.documentElement.clientWidth,
      pageScrollWidth: document.documentElement.scrollWidth,
      // Not the virtual list's spacer rows (aria-hidden), which stand for the rows off screen.
      rowHeights: [...element.querySelectorAll('tbody tr:not([aria-hidden])')].map(
        (row) => row.getBoundingClientRect().height,
      ),
    };
  });
  expect(layout.lastColumnRight).toBeLessThanOrEqual(layout.containerRight + 1);
  expect(layout.pageScrollWidth).toBeLessThanOrEqual(layout.viewportWidth);
  expect(layout.rowHeights.length).toBeGreaterThan(0);
  // Two lines of user or date, or three of a two-approver note: 77 px; four lines were 117.
  expect(Math.max(...layout.rowHeights)).toBeLessThanOrEqual(90);

  // The date and its time each hold together: two lines at most.
  const firstDate = table.getByRole('row').nth(1).getByRole('cell').nth(8);
  const lines = await firstDate.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBeLessThanOrEqual(2);
});
