/**
 * Chromium for the topology: `*.test` resolves to loopback (--host-resolver-rules, the
 * browser's /etc/hosts) and the throwaway server certificate is trusted by its key's hash
 * only, so any other certificate error still fails the page. The signed-in session is the
 * cookie the sign-in check received through nginx.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';
import { ADMIN_ORIGIN } from './topology';

export function launchBrowser(spkiHash: string): Promise<Browser> {
  return chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      '--host-resolver-rules=MAP *.test 127.0.0.1',
      `--ignore-certificate-errors-spki-list=${spkiHash}`,
    ],
  });
}

/** What a page did wrong: CSP violations, console errors, uncaught errors. */
export interface PageTrouble {
  problems: string[];
  /** Every URL the page requested, with the answer's status (0: no answer). */
  answered: Map<string, number>;
}

export async function signedInPage(
  browser: Browser,
  cookie: string,
): Promise<{ context: BrowserContext; page: Page; trouble: PageTrouble }> {
  const context = await browser.newContext();
  const [name = '', value = ''] = cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, url: ADMIN_ORIGIN, secure: true, httpOnly: true }]);
  const trouble: PageTrouble = { problems: [], answered: new Map() };
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    trouble.problems.push(`CSP: ${text}`);
  });
  // Before any script of the page: a violation during the first load counts too.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.problems.push(`page error: ${error.message}`));
  page.on('requestfinished', (request) => {
    void request.response().then(
      (answer) => trouble.answered.set(request.url(), answer?.status() ?? 0),
      // The browser was closed meanwhile (the check ended): nothing to count.
      () => undefined,
    );
  });
  page.on('requestfailed', (request) => {
    // A navigation cancels what the previous page still had open (its event stream): no fault.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') trouble.answered.set(request.url(), 0);
  });
  return { context, page, trouble };
}
