import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openAdmin } from '../support/sign-in';
import { FIXTURES, heading } from './content-helpers';

/** Home Manage through the shell against the real API: the banner upload and its checks. */
test.describe('banners', () => {
  test('banner: refuse a non-image and an oversized image, upload one, then delete it', async ({
    page,
  }) => {
    await openAdmin(page);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Home Manage' })
      .click();
    await heading(page, 'Banner Management');
    const picker = page.getByLabel('Banner image file');
    const problem = page.getByRole('alert');

    await page.getByRole('button', { name: 'Upload Banner' }).click();
    await expect(problem).toHaveText('Please upload at least one banner.');

    await picker.setInputFiles(path.join(FIXTURES, 'notes.txt'));
    await expect(problem).toHaveText('Please upload an image file');

    await picker.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024),
    });
    await expect(problem).toHaveText('File size must be less than 5MB');

    // The drop zone takes a dropped file the same way.
    const dropZone = page.getByRole('button', { name: /Choose a banner image/ });
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['plain text'], 'dropped.txt', { type: 'text/plain' }));
      return transfer;
    });
    await dropZone.dispatchEvent('drop', { dataTransfer: dropped });
    await expect(problem).toHaveText('Please upload an image file');

    // Keyboard: the drop zone is a button that opens the file chooser.
    const chooser = page.waitForEvent('filechooser');
    await dropZone.focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(path.join(FIXTURES, 'banner.png'));
    await expect(problem).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Chosen banner preview' })).toBeVisible();
    const upload = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/home-data') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Upload Banner' }).click();
    expect((await upload).status()).toBe(200);

    const notice = page.getByText('Banner updated successfully!');
    await expect(notice).toBeVisible();
    // Only one banner is kept.
    const total = page.locator('dl').filter({ hasText: 'Total Banners' }).locator('dd');
    await expect(total).toHaveText('1');
    const history = page.getByRole('table', { name: 'Upload history' });
    const preview = history.getByRole('img', { name: /^Banner uploaded/ });
    await expect(preview).toHaveCount(1);
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(160);
    // The success notice goes away by itself (after 3 seconds).
    await expect(notice).toBeHidden();

    await history.getByRole('button', { name: /^Delete banner uploaded/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete the banner');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No banners uploaded yet')).toBeVisible();
    await expect(total).toHaveText('0');
  });
});
