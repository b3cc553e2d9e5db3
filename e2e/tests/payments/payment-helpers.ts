import { expect, type Locator, type Page } from '@playwright/test';

/** The number at the end of an accessible name such as 'Due status of transaction #12'. */
export async function idIn(control: Locator): Promise<number> {
  const label = (await control.getAttribute('aria-label')) ?? '';
  const match = /#(\d+)$/.exec(label);
  if (!match) throw new Error(`No id in "${label}"`);
  return Number(match[1]);
}

export async function confirm(page: Page, message: string, button: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

export const putTo = (page: Page, pathname: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && new URL(response.url()).pathname === pathname,
  );
