/** The routes `npm run bench:bundle` loads, and what tells it each page has rendered. */
import type { Page } from '@playwright/test';

export interface BenchPage {
  path: string;
  /** The page's own text, visible: the moment that ends the measurement. */
  ready: (page: Page) => Promise<unknown>;
  signedIn: boolean;
  /** A public visitor's first load: it must carry none of the admin-only code. */
  isPublic: boolean;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  {
    path: '/',
    signedIn: false,
    isPublic: true,
    // The heading is in the server's HTML, so visible at once: what counts is the JavaScript
    // until React has taken the page over (the single bundle renders it on the client).
    ready: async (page) => {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      );
    },
  },
  {
    path: '/admin',
    signedIn: false,
    isPublic: true,
    ready: (page) => page.getByRole('button', { name: 'Sign In' }).waitFor(),
  },
  {
    path: '/dashboard',
    signedIn: true,
    isPublic: false,
    ready: (page) => page.getByText('Total Users').waitFor(),
  },
  {
    path: '/user-table',
    signedIn: true,
    isPublic: false,
    ready: (page) => page.getByRole('heading', { name: 'User Manage' }).waitFor(),
  },
];
