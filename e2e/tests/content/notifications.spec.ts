import { expect, test } from '@playwright/test';
import { openAdmin } from '../support/sign-in';
import { heading, unique } from './content-helpers';

/** Notifications through the shell against the real API: add one for a real user, edit it. */
test.describe('notifications', () => {
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
});
