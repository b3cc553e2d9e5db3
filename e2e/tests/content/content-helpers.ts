import path from 'node:path';
import { expect, type Page } from '@playwright/test';

// What the content specs share. Every test creates what it changes (unique texts) so it does
// not depend on the seed or on the other tests.

export const FIXTURES = path.join(__dirname, 'fixtures');

export const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

export async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
