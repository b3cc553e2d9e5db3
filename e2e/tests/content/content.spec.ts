import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openAdmin } from '../support/sign-in';

/**
 * Content screens through the shell against the real API: banners, quizzes, videos and
 * notifications. Every test creates what it changes (unique texts) so it does not depend on
 * the seed or on the other tests.
 */

const FIXTURES = path.join(__dirname, 'fixtures');
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('content journeys', () => {
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

  test('quiz: add one from the task hub, find it in the quiz table, delete it', async ({
    page,
  }) => {
    const question = unique('Which planet is known as the Red Planet?');
    await openAdmin(page, '/task-data');
    await heading(page, 'Task Management');
    await page.getByRole('link', { name: 'Add Quiz' }).click();
    await heading(page, 'Create Task');

    await page.getByRole('button', { name: 'Add Quiz' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all quiz fields!');

    await page.getByLabel('Question').fill(question);
    await page.getByLabel('Option A', { exact: true }).fill('Venus');
    await page.getByLabel('Option B', { exact: true }).fill('Mars');
    await page.getByLabel('Option C', { exact: true }).fill('Jupiter');
    await page.getByLabel('Option D', { exact: true }).fill('Saturn');
    await page.getByRole('radiogroup').getByText('B', { exact: true }).click();
    await page.getByRole('button', { name: 'Add Quiz' }).click();
    await expect(page.getByText('Quiz added successfully!')).toBeVisible();
    await expect(page.getByLabel('Question')).toHaveValue('');

    await page.goto('/quiz_table');
    await heading(page, 'Quiz Table');
    const total = page.getByText(/^Total quizzes: \d+$/);
    await expect(total).toBeVisible();
    const before = Number((await total.textContent())?.replace(/\D/g, ''));
    // The list is paged by the server, oldest first: the search finds the new one.
    await page.getByLabel('Search').fill(question);
    await expect(page.getByText(/^Showing 1 of \d+ quizzes$/)).toBeVisible();
    const card = page.getByRole('row').filter({ hasText: question });
    await expect(card).toBeVisible();
    await expect(card.getByText('Correct')).toBeVisible();

    await card.getByRole('button', { name: `Delete quiz: ${question}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete this quiz question?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Quiz/Video deleted successfully!')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(total).toHaveText(`Total quizzes: ${before - 1}`);

    await page.getByRole('link', { name: 'Back to Task Management' }).click();
    await heading(page, 'Task Management');
  });

  test('video: add a YouTube link and see it embedded by its video id', async ({ page }) => {
    const title = unique('Fractions in five minutes');
    const videoId = `e2e${Date.now().toString(36)}`.slice(0, 11).padEnd(11, 'x');
    await openAdmin(page, '/quiz_form');
    await page.getByRole('button', { name: 'Video', exact: true }).click();

    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Add Video' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please provide a title and either URL or file!',
    );
    await page.getByLabel('Video URL').fill(`https://www.youtube.com/watch?v=${videoId}&t=42`);
    await page.getByRole('button', { name: 'Add Video' }).click();
    await expect(page.getByText('Video uploaded successfully!')).toBeVisible();

    await page.goto('/quiz_table');
    await heading(page, 'Quiz Table');
    await page.getByRole('button', { name: 'Videos', exact: true }).click();
    await page.getByLabel('Search').fill(title);
    // The iframe cannot load offline; what matters is the address built from the id.
    const player = page.locator(`iframe[title="${title}"]`);
    await expect(player).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${videoId}`,
    );

    // Leave the shared database as we found it.
    await page.getByRole('button', { name: `Delete video: ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Quiz/Video deleted successfully!')).toBeVisible();
    await expect(player).toHaveCount(0);
  });

  test('notification: refuse an unknown user, add one for a real user, then edit it', async ({
    page,
  }) => {
    await openAdmin(page, '/notifications');
    await heading(page, 'Notifications');
    const response = await page.request.get('/api/users/all-users');
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { id: number }[] | { users: { id: number }[] };
    const users = Array.isArray(body) ? body : body.users;
    const userId = users[0]?.id;
    if (!userId) throw new Error('The API lists no users');
    const missingId = Math.max(...users.map((user) => user.id)) + 1000;
    const message = unique('Your weekly quiz streak is live');

    await page.getByRole('button', { name: 'Add Notification' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Notification' });
    await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(addDialog.getByRole('alert')).toHaveText('Please enter both User ID and message.');
    await addDialog.getByLabel('User ID').fill(String(missingId));
    await addDialog.getByLabel('Message').fill(message);
    await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('⚠️ That user not found!')).toBeVisible();

    await addDialog.getByLabel('User ID').fill(String(userId));
    await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('✅ Notification added successfully!')).toBeVisible();
    await expect(addDialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: message });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`(#${userId})`);

    // Today's range keeps the new notification.
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await expect(page.getByText(/^Showing \d+ of \d+ notifications$/)).toBeVisible();
    await expect(row).toBeVisible();

    const edited = `${message} (updated)`;
    await row.getByRole('button', { name: /^Edit notification/ }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Notification' });
    await expect(editDialog.getByLabel('Message')).toHaveValue(message);
    await editDialog.getByLabel('Message').fill('   ');
    await expect(editDialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await editDialog.getByLabel('Message').fill(edited);
    const update = page.waitForResponse(
      (reply) => reply.request().method() === 'PUT' && reply.url().includes('/api/notifications/'),
    );
    await editDialog.getByRole('button', { name: 'Save' }).click();
    expect((await update).status()).toBe(200);
    await expect(editDialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: edited })).toBeVisible();
  });

  test('the content screens have no serious or critical axe violations', async ({ page }) => {
    // Five full-page scans plus the dialog take longer than one journey.
    test.setTimeout(90_000);
    await openAdmin(page, '/home-data');
    const screens = [
      { path: '/home-data', ready: page.getByRole('heading', { name: 'Upload History' }) },
      { path: '/task-data', ready: page.getByRole('link', { name: 'Table Quiz' }) },
      { path: '/quiz_form', ready: page.getByRole('button', { name: 'Add Quiz' }) },
      { path: '/quiz_table', ready: page.getByText(/^Total quizzes: \d+$/) },
      { path: '/notifications', ready: page.getByRole('table', { name: 'Notifications' }) },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.ready).toBeVisible();
      expect(await seriousViolations(page), screen.path).toEqual([]);
    }
    await page.getByRole('button', { name: 'Add Notification' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Notification' })).toBeVisible();
    // Only the dialog: the page behind the backdrop is inert (and dimmed, which axe would
    // otherwise report as low contrast).
    expect(await seriousViolations(page, '[role="dialog"]'), 'Add Notification').toEqual([]);
  });
});
