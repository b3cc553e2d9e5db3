/**
 * How much CSS a server-rendered page may carry inline (decision 060): the bytes the browser
 * parses before its first paint. `render-route.test.tsx` holds every page to it at build time;
 * `npm run bench:landing` reads it from the served pages.
 */
import { ROUTES } from '@rewards/contract/routes';

const KB = 1024;

/**
 * 15 KB, the target of every text page. Two pages carry more components than it allows: the
 * landing page's own rules at rest (header, hero, plans, cards, form) are 20 KB before any
 * token, 17 KB for the header and hero alone; the contact page's form fields come to 16 KB.
 * Each has a budget just above what it needs, so it cannot grow unnoticed.
 */
const BUDGETS: Readonly<Record<string, number>> = {
  [ROUTES.landing.path]: 30 * KB,
  [ROUTES.contact.path]: 17 * KB,
};

export function inlineCssBudget(path: string): number {
  return BUDGETS[path] ?? 15 * KB;
}

/** Bytes inside the `<style>` elements of an HTML text. */
export function inlineCssBytes(html: string): number {
  let bytes = 0;
  for (const [, css = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    bytes += Buffer.byteLength(css);
  return bytes;
}
