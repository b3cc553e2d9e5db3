import { expect, test } from '@playwright/test';
import { openAdmin } from '../support/sign-in';
import { heading, unique } from './content-helpers';

/** Task Manage through the shell against the real API: a quiz and a video, added and deleted. */
test.describe('quizzes and videos', () => {
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
    await page.getByRole('searchbox', { name: 'Search' }).fill(question);
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
    await page.getByRole('searchbox', { name: 'Search' }).fill(title);
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
});
