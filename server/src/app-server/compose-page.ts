/**
 * The HTML document the shell serves: its built index.html with remotes.json inlined (a JSON
 * data block: the browser never runs it, so the CSP needs no hash for it) and, for a public
 * route whose server-rendered page is at hand, that page's markup in `#root`, its critical
 * CSS, title and description. `data-ssr-module` tells the client to hydrate, not render.
 */
import { REMOTES_ELEMENT_ID, SSR_MODULE_ATTRIBUTE } from '@rewards/contract/routes';
import type { PublicPage } from './public-pages';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell's entry script in its built index.html (HtmlRspackPlugin's `defer` tag). */
const SHELL_MAIN_SCRIPT = /<script defer(?:="defer")? src="\/main(?:\.[0-9a-f]+)?\.js"><\/script>/;

// Inside <script>, "</script" or "<!--" in a string would end or confuse the element.
const escapeJsonForScript = (json: string) => json.replace(/</g, '\\u003c');

export function composePage(
  indexHtml: string,
  remotesJson: string,
  page?: PublicPage,
  /** `<link rel="preload">` tags for the route (preload-hints.ts). */
  hints = '',
): string {
  const remotes = `<script type="application/json" id="${REMOTES_ELEMENT_ID}">${escapeJsonForScript(
    JSON.stringify(JSON.parse(remotesJson)),
  )}</script>`;
  // Replacer functions: a page's text may hold `$&` or `$'`, which a replacement string expands.
  const html = indexHtml.replace('</head>', () => `${hints}${remotes}</head>`);
  if (!page) return html;
  return (
    html
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /<meta\s+name="description"[^>]*>/,
        () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
      )
      .replace('</head>', () => `${page.styles}</head>`)
      // The page works without scripts, so the "needs JavaScript" notice goes.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      // The remote's own client hydrates the page instead of the shell's main (decision 043).
      .replace(SHELL_MAIN_SCRIPT, (tag) =>
        page.clientScript ? `<script defer src="${escapeHtml(page.clientScript)}"></script>` : tag,
      )
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" ${SSR_MODULE_ATTRIBUTE}="${escapeHtml(page.moduleId)}">${page.html}</div>`,
      )
  );
}
