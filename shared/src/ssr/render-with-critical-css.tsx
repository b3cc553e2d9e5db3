import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProvider } from '@rewards/shared/ui';
import { criticalCssOf } from './critical-css';

export interface ServerRendered {
  /** The markup, to go inside the element the client hydrates. */
  html: string;
  /** One `<style>` tag for the document head: the rules and tokens the markup uses. */
  styles: string;
}

// Emotion's default key in the browser, so the markup's class names are the ones it computes.
const EMOTION_KEY = 'css';

/**
 * Marks the page's own `<style>`. It has no `data-emotion` attribute on purpose: emotion would
 * adopt such a tag as the whole of those styles and never insert the rules and tokens pruned
 * from it (hover and focus states, the tokens another page needs). Unadopted, the browser's
 * emotion inserts the full styles on hydration, the same rules for what is on screen, so
 * nothing moves.
 */
export const PAGE_STYLE_ATTRIBUTE = 'data-page-css';

/**
 * Renders `children` inside the UI kit's provider, as the shell and a standalone remote
 * mount it in the browser, so `hydrateRoot` of the same tree finds the same DOM.
 */
export async function renderWithCriticalCss(children: ReactNode): Promise<ServerRendered> {
  // No vendor prefixes (emotion's default stylis plugin): a fifth of the bytes, for browsers
  // that no longer need them. The browser's emotion still prefixes what it inserts.
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [] });
  // Collect the styles instead of writing <style> tags into the markup (emotion's SSR API).
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProvider>{children}</AppProvider>
    </CacheProvider>,
  );
  const { styles } = createEmotionServer(cache).extractCriticalToChunks(html);
  const css = await criticalCssOf(styles.map((chunk) => chunk.css).join(''), html);
  return { html, styles: `<style ${PAGE_STYLE_ATTRIBUTE}>${css}</style>` };
}
