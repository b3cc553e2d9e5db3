import type { Page } from '@playwright/test';

/**
 * The public site's port on this host: the same site as the admin app (ports do not count),
 * so the admin's SameSite=Strict cookie goes along with its requests. docs/security.md.
 */
export const SAME_SITE_ORIGIN = 'http://localhost:3004';

/**
 * Opens a page of an attacker's own on the public site's origin (as if that site were
 * compromised): its HTML is served by the test, without the platform's CSP.
 */
export async function openSameSitePage(page: Page, html = ''): Promise<void> {
  const url = `${SAME_SITE_ORIGIN}/attacker-page`;
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>x</title>${html}` }),
  );
  await page.goto(url);
}

/** Collects what Chromium reports about Content-Security-Policy violations on the page. */
export function recordCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
